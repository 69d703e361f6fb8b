import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { NotificationInstance } from 'antd/es/notification/interface';

type Feedback = { message: MessageInstance; notification: NotificationInstance; modal: Omit<ModalStaticFunctions, 'warn'> };

let current: Feedback | null = null;

/** Set once by <FeedbackBridge> inside antd's <App>, so non-React code (the HTTP client) can show themed messages. */
export const setFeedback = (value: Feedback) => {
  current = value;
};

export const feedback = (): Feedback => {
  if (!current) throw new Error('feedback used before <FeedbackBridge> mounted');
  return current;
};
