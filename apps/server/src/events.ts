import { EventEmitter } from 'node:events';

/**
 * What happened in the product, for the features that react to it (outgoing webhooks, Slack and
 * Discord notifications). Producers emit after their transaction commits; a listener's failure
 * never reaches the producer. In-process today; the job queue makes delivery durable.
 */
export type DomainEvents = {
  'document.generated': { userId: string; fileId: string; name: string; documentType: string; engine: 'model' | 'offline' };
  'dataroom.file_uploaded': { userId: string; fileId: string; name: string; folderId: string | null; size: number };
  'payment.succeeded': { userId: string; paymentId: string; amountCents: number; currency: string; description: string };
  /** A paid invoice was committed outside a payment (a plan change): its receipt can be mailed. */
  'invoice.paid': { userId: string };
  'session.ended': { userId: string; sessionId: string; sessionType: string; durationSeconds: number; agentIds: string[]; messageCount: number };
};
export type DomainEventType = keyof DomainEvents;
export type DomainEventListener<T extends DomainEventType> = (payload: DomainEvents[T]) => void | Promise<void>;

export class EventBus {
  private readonly emitter = new EventEmitter();
  constructor(private readonly onListenerError: (type: DomainEventType, err: unknown) => void = () => {}) {
    this.emitter.setMaxListeners(50);
  }

  on<T extends DomainEventType>(type: T, listener: DomainEventListener<T>): () => void {
    const wrapped = (payload: DomainEvents[T]) => {
      try {
        Promise.resolve(listener(payload)).catch((err) => this.onListenerError(type, err));
      } catch (err) {
        this.onListenerError(type, err);
      }
    };
    this.emitter.on(type, wrapped);
    return () => this.emitter.off(type, wrapped);
  }

  emit<T extends DomainEventType>(type: T, payload: DomainEvents[T]): void {
    this.emitter.emit(type, payload);
  }
}
