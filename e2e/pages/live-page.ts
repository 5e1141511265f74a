import type { Page } from 'playwright-core';
import { expectVisible } from '../support/expect';
import { button, heading } from './locate';

export const LIVE_TEXT = {
  path: '/dashboard/live',
  heading: 'Live session',
  localNote: 'Local mode — media stays in your browser. Connect LiveKit for multi-party rooms.',
  permissionDenied: 'Camera and microphone permissions are required for live sessions. Please allow access in your browser settings.',
  videoCallPermission: 'Please allow camera and microphone access to start a video call',
  avatarModal: 'Customize Your AI Agent Avatar',
  startCall: 'Start Video Call (5 credits)',
  endCall: 'End Video Call',
  upgradeForCalls: 'Upgrade for Video Calls',
} as const;

/** The live session screen (/dashboard/live). */
export class LivePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<this> {
    await this.page.goto(LIVE_TEXT.path);
    await expectVisible(heading(this.page, LIVE_TEXT.heading));
    return this;
  }

  async start(type: 'Video' | 'Voice' | 'Screen share' = 'Voice'): Promise<void> {
    await this.page.getByRole('radio', { name: type, exact: true }).check();
    await button(this.page, 'Start session').click();
  }

  readonly status = () => this.page.getByTestId('session-status');

  async expectConnected(): Promise<void> {
    await expectVisible(this.status().filter({ hasText: 'Connected' }));
  }

  /** The microphone level the meter shows, 0–100. */
  async micLevel(): Promise<number> {
    return Number(await this.page.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow'));
  }

  async ask(question: string): Promise<void> {
    await this.page.getByLabel('Message to the agents').fill(question);
    await button(this.page, 'Send message').click();
  }

  readonly agentAnswers = () => this.page.getByTestId('agent-line');

  async shareScreen(): Promise<void> {
    await button(this.page, 'Share screen').click();
    await expectVisible(this.page.getByLabel('Your screen'));
  }

  async end(): Promise<void> {
    await button(this.page, 'End session').click();
    await expectVisible(heading(this.page, 'Session ended'));
  }
}
