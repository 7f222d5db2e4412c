import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Chart } from '../Chart';

// jsdom has no canvas drawing, so chart.js itself is replaced by a recorder: the tests check
// the configuration the component hands it (data, theme colours) and when it redraws.
const drawn = vi.hoisted(() => ({
  configs: [] as {
    type: string;
    data: { labels: string[]; datasets: Record<string, unknown>[] };
  }[],
  destroyed: 0,
}));

vi.mock('../loadChartJs', () => ({
  loadChartJs: () =>
    Promise.resolve(
      class {
        constructor(_canvas: HTMLCanvasElement, config: (typeof drawn.configs)[number]) {
          drawn.configs.push(config);
        }
        destroy() {
          drawn.destroyed += 1;
        }
      },
    ),
}));

const props = {
  kind: 'line' as const,
  title: 'Etkileşim',
  labels: ['Paylaşımda', '24 saat', '7 gün'],
  series: [
    { label: 'Ayşe', values: [1200, 1500, null] },
    { label: 'Zeynep', values: [300, 450, 600] },
  ],
  testId: 'engagement-chart',
};

describe('Chart', () => {
  beforeEach(() => {
    drawn.configs = [];
    drawn.destroyed = 0;
    document.documentElement.style.removeProperty('--bs-primary');
    delete document.documentElement.dataset.theme;
  });

  it('holds the same figures in a table captioned with the title', async () => {
    await renderWithProviders(<Chart {...props} />);
    const table = screen.getByTestId('engagement-chart-table');
    expect(within(table).getByText('Etkileşim').tagName).toBe('CAPTION');
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['', 'Ayşe', 'Zeynep'],
      ['Paylaşımda', '1.200', '300'],
      ['24 saat', '1.500', '450'],
      ['7 gün', '—', '600'],
    ]);
  });

  it('writes figures with the given format', async () => {
    await renderWithProviders(
      <Chart {...props} kind="bar" format={(value) => `%${value.toFixed(2)}`} />,
    );
    expect(screen.getAllByText('%1200.00')).toHaveLength(1);
  });

  it('hides the table visually until the toggle shows it, and hides it again', async () => {
    const { user } = await renderWithProviders(<Chart {...props} />);
    const toggle = await screen.findByRole('button', { name: 'Tabloyu göster' });
    const wrapper = () => screen.getByTestId('engagement-chart-table').parentElement;
    expect(wrapper()?.className).toBe('visually-hidden');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(wrapper()?.className).not.toContain('visually-hidden');
    expect(toggle.textContent).toBe('Tabloyu gizle');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(wrapper()?.className).toBe('visually-hidden');
  });

  it('shows a loading state until chart.js has loaded, then an aria-hidden canvas', async () => {
    await renderWithProviders(<Chart {...props} />);
    const figure = screen.getByTestId('engagement-chart');
    expect(figure.dataset.state).toBe('loading');
    expect(within(figure).getByRole('status').textContent).toContain('Grafik yükleniyor');
    await waitFor(() => expect(figure.dataset.state).toBe('ready'));
    expect(screen.getByTestId('engagement-chart-canvas').getAttribute('aria-hidden')).toBe('true');
  });

  it('draws the series in the theme colours and redraws when the theme changes', async () => {
    document.documentElement.style.setProperty('--bs-primary', '#ff6600');
    await renderWithProviders(<Chart {...props} />);
    await waitFor(() => expect(drawn.configs).toHaveLength(1));
    const [first] = drawn.configs;
    expect(first?.type).toBe('line');
    expect(first?.data.labels).toEqual(props.labels);
    expect(first?.data.datasets.map((set) => [set.label, set.data, set.borderColor])).toEqual([
      ['Ayşe', [1200, 1500, null], '#ff6600'],
      ['Zeynep', [300, 450, 600], '#198754'],
    ]);

    document.documentElement.style.setProperty('--bs-primary', '#112233');
    act(() => {
      document.documentElement.dataset.theme = 'dark.bluenavy';
    });
    await waitFor(() => expect(drawn.configs).toHaveLength(2));
    expect(drawn.destroyed).toBe(1);
    expect(drawn.configs[1]?.data.datasets[0]?.borderColor).toBe('#112233');
  });
});
