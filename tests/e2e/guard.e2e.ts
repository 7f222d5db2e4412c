// The page guard of spec section 2 in the built app, with real sign-ins of the seeded accounts.
import { demo, signIn } from './accounts';
import { e2e, expectHeading, expectPath } from './browser';

e2e('signed out, an /app page sends the visitor to sign in', async ({ page }) => {
  await page.goto('/app/myProjects');
  await expectPath(page, '/user/login');
  await expectHeading(page, 'Giriş Yap');
});

e2e('a brand lands on myProjects and is kept out of admin pages', async ({ page }) => {
  const brand = demo('brand');
  await signIn(page, brand.email, brand.password);
  await expectPath(page, '/app/myProjects');

  await page.goto('/');
  await expectPath(page, '/app/myProjects');
  await page.goto('/app/projects');
  await expectPath(page, '/app/myProjects');
  await page.goto('/app/brands');
  await expectPath(page, '/unauthorized');
  await expectHeading(page, 'Yetkisiz erişim');
});

e2e('an admin lands on projects and may open admin pages', async ({ page }) => {
  const admin = demo('admin');
  await signIn(page, admin.email, admin.password);
  await expectPath(page, '/app/projects');
  await page.goto('/app/brands');
  await expectPath(page, '/app/brands');
});

e2e('a stored user without a Firebase session is signed out', async ({ page, context }) => {
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'currentUser',
      JSON.stringify({ uid: 'ghost', id: 'ghost', title: 'Hayalet', role: 3, isApproved: true }),
    );
  });
  await page.goto('/app/myProjects');
  await expectPath(page, '/user/login');
});

e2e('a wrong password shows the spec message, which clears after 3 seconds', async ({ page }) => {
  await page.goto('/user/login');
  await page.getByLabel('E-posta').fill(demo('brand').email);
  await page.getByLabel('Parola').fill('yanlis-parola');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  const error = page.getByTestId('auth-error');
  await error.getByText('Girilen E-posta adresi veya Parola hatalıdır.').waitFor();
  await error.waitFor({ state: 'detached', timeout: 6000 });
});
