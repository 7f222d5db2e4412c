import 'bootstrap/dist/css/bootstrap.min.css';

// Placeholder until the layout work lands: applies nothing beyond Bootstrap's default CSS.
export function initAppearance(): void {}
