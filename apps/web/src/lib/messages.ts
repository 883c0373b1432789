import { message } from 'antd';

/** Spec 000 §8–9: messages close after 2000 ms or on Escape, and hovering pauses the timer. */
export const setupMessages = () => {
  message.config({ duration: 2, pauseOnHover: true, top: 64, maxCount: 5 });
  window.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') message.destroy();
  });
};

export const showError = (text: string) => void message.error(text);
