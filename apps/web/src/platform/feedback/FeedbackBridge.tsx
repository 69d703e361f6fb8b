import { App } from 'antd';
import { setFeedback } from './feedback.ts';

/** Hands antd's context-aware message, notification and modal APIs to non-React code. */
export function FeedbackBridge() {
  const { message, notification, modal } = App.useApp();
  setFeedback({ message, notification, modal });
  return null;
}
