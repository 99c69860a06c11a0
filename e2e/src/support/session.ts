import type { Page } from 'playwright-core';
import { shellUrl } from './ports';

// The demo accounts the API seeds outside production.
export const DEMO_PROFESSIONAL = { username: 'demo.pro', password: 'physio-demo-1' };
export const DEMO_PATIENT = { username: 'demo.patient', password: 'patient-demo-1' };

/** Signs in through the shell's form, as a user would, and waits for the dashboard. */
export async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto(shellUrl('/sign-in'));
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard\//);
}
