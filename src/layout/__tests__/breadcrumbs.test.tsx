import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { breadcrumbsFromPath } from '../breadcrumbs/breadcrumbsFromPath';

describe('breadcrumbsFromPath', () => {
  it('starts at the app home and ends at the current page, unlinked', () => {
    expect(breadcrumbsFromPath('/app/myProjects')).toEqual([
      { segment: 'app', labelKey: 'routes.app', to: '/app' },
      { segment: 'myProjects', labelKey: 'routes.myProjects', to: null },
    ]);
  });

  it('labels every segment and links only the steps that are pages', () => {
    const crumbs = breadcrumbsFromPath('/app/pages/blog/blog-list/');
    expect(crumbs.map((c) => c.labelKey)).toEqual([
      'routes.app',
      'routes.pages',
      'routes.blog',
      'routes.blog-list',
    ]);
    expect(crumbs.map((c) => c.to)).toEqual(['/app', null, null, null]);
  });

  it('links an intermediate segment that is a page', () => {
    const crumbs = breadcrumbsFromPath('/app/support/123', (path) => path === '/app/support');
    expect(crumbs.map((c) => c.to)).toEqual(['/app', '/app/support', null]);
  });
});

describe('Breadcrumbs', () => {
  it('shows Turkish labels; the first links to /app, the last is the current page', async () => {
    await renderWithProviders(
      <MemoryRouter initialEntries={['/app/pages/account']}>
        <Breadcrumbs />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Bulunduğunuz sayfa' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ana Sayfa', 'Sayfalar', 'Hesabım']);
    expect(within(items[0]).getByRole('link', { name: 'Ana Sayfa' })).toHaveProperty(
      'pathname',
      '/app',
    );
    expect(within(items[2]).queryByRole('link')).toBeNull();
    expect(items[2].getAttribute('aria-current')).toBe('page');
  });
});
