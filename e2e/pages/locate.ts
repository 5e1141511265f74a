import type { Locator, Page } from 'playwright-core';
import type { Text } from './texts';

const exact = (t: Text) => (typeof t === 'string' ? { exact: true } : {});

/** A form field by its accessible label. */
export const field = (scope: Page | Locator, label: Text): Locator => scope.getByLabel(label, exact(label));

export const button = (scope: Page | Locator, name: Text): Locator => scope.getByRole('button', { name, ...exact(name) });

export const heading = (scope: Page | Locator, name: Text): Locator => scope.getByRole('heading', { name, ...exact(name) });

/** Things that read like a link or a button (an <a> styled as a button, or a <button> that navigates). */
export const action = (scope: Page | Locator, name: Text): Locator =>
  scope.getByRole('button', { name, ...exact(name) }).or(scope.getByRole('link', { name, ...exact(name) }));
