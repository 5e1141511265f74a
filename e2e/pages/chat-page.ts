import type { Download, FrameLocator, Locator, Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button } from './locate';

/** The dashboard chat (/dashboard): conversation, thread list and the Preview & Code panel. */
export class ChatPage {
  constructor(private readonly page: Page) {}

  readonly input = () => this.page.getByLabel('Message', { exact: true });
  readonly sendButton = () => button(this.page, 'Send message');
  readonly panel = () => this.page.getByRole('region', { name: 'Preview & Code' });
  readonly threads = () => this.page.getByRole('navigation', { name: 'Chats' });
  readonly livePreview = (): Locator => this.panel().getByTitle('Live Preview');
  readonly livePreviewFrame = (): FrameLocator => this.panel().frameLocator('iframe[title="Live Preview"]');

  async expectShown(): Promise<void> {
    await expectVisible(this.page.getByRole('heading', { name: 'Ultimate Co-founder', exact: true }));
    await expectVisible(this.page.getByText('Generated content will appear here'));
  }

  /** Types and sends with Enter, then waits until the send button is usable again (the answer finished). */
  async send(message: string): Promise<void> {
    await this.input().fill(message);
    await this.input().press('Enter');
    await this.page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 60_000 });
  }

  /** The confirm card a request for a document or an app gets (nothing is charged before a choice). */
  readonly offerCard = (): Locator => this.page.getByRole('region', { name: 'Confirm before spending credits' });
  /** An agent's proposed change of one startup-model assumption (saved only on "Confirm change"). */
  readonly proposalCard = (): Locator => this.page.getByRole('region', { name: 'Confirm an assumption change' });
  /** The tools each answer used ("Searched your data room — done"), one list per answer. */
  readonly toolSteps = (): Locator => this.page.getByRole('list', { name: 'Tools used' });
  /** The credit balance in the chat header. */
  readonly balance = (credits: number): Locator => this.page.getByLabel(`${credits.toLocaleString('en-US')} credits left`, { exact: true });

  /** Sends a request and accepts the offer it gets ("Create it (8 credits)", "Build it (5 credits)"). */
  async sendAndConfirm(message: string, choice: RegExp = /^(Create|Build) it/): Promise<void> {
    await this.input().fill(message);
    await this.input().press('Enter');
    await this.offerCard().getByRole('button', { name: choice }).click();
    await this.page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 60_000 });
  }

  async expectAnswer(text: string | RegExp): Promise<void> {
    await expectVisible(this.page.getByRole('listitem').filter({ hasText: text }), 30_000);
  }

  async showPreview(kind: 'Preview' | 'Document'): Promise<void> {
    await button(this.panel(), kind).click();
  }

  async download(): Promise<Download> {
    // A filed document's button names the file ("Download Pitch Deck.pptx").
    const [download] = await Promise.all([this.page.waitForEvent('download'), button(this.panel(), /^Download/).click()]);
    return download;
  }
}
