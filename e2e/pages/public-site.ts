import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, field, heading } from './locate';

/** Public routes of spec 001 §2.1 (pricing belongs to billing but is public too). */
export const PUBLIC_ROUTES = ['/', '/pricing', '/about', '/contact', '/careers', '/company', '/documentation', '/api'];

export class PublicSite {
  constructor(private readonly page: Page) {}

  /** Opens a path and waits until the page has its main heading. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expectVisible(this.page.locator('main h1, main h2'));
  }

  async footerLinks(): Promise<string[]> {
    await this.open('/');
    const hrefs = await this.page.locator('footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return [...new Set(hrefs)];
  }
}

export class ContactPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto('/contact');
    await expectVisible(heading(this.page, 'Send us a message'));
    return this;
  }

  async send(values: { name: string; email: string; reason: string; subject: string; message: string }): Promise<void> {
    await field(this.page, 'Name').fill(values.name);
    await field(this.page, 'Email').fill(values.email);
    await field(this.page, 'Reason for contact').selectOption(values.reason);
    await field(this.page, 'Subject').fill(values.subject);
    await field(this.page, 'Message').fill(values.message);
    await button(this.page, 'Send Message').click();
  }

  async expectSent(): Promise<void> {
    await expectVisible(this.page.getByText('Message Sent!'));
  }
}
