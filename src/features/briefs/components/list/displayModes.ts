// Spec section 2: display modes image, thumb and list (list forced for the admin), page sizes
// 4, 8 and 12 with 12 shown first.
export const displayModes = ['image', 'thumb', 'list'] as const;
export type DisplayMode = (typeof displayModes)[number];

export const pageSizes = [4, 8, 12] as const;
export type PageSize = (typeof pageSizes)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;
export const DEFAULT_DISPLAY_MODE: DisplayMode = 'image';
