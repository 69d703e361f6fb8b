import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { NotificationInstance } from 'antd/es/notification/interface';

type Feedback = { message: MessageInstance; notification: NotificationInstance; modal: Omit<ModalStaticFunctions, 'warn'> };

let current: Feedback | null = null;
const waiting: ((value: Feedback) => void)[] = [];

/** Set once by <FeedbackBridge> inside antd's <App>, so non-React code (the HTTP client) can show themed messages. */
export const setFeedback = (value: Feedback) => {
  current = value;
  for (const resolve of waiting.splice(0)) resolve(value);
};

/**
 * antd's message, notification and modal once <FeedbackBridge> has mounted. The first render waits for the
 * language's texts while the router's first calls are under way: what they report is shown once it can be.
 */
export const feedback = (): Promise<Feedback> =>
  current ? Promise.resolve(current) : new Promise<Feedback>((resolve) => waiting.push(resolve));
