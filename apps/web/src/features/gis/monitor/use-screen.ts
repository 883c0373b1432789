import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentLang } from '../../../lib/i18n';
import { clearSession, loadSession } from '../../../lib/session';
import { openPushStream } from '../../../lib/sse';

/** The wall screens the monitor is designed for are 1920 and 3840 pixels wide: sizes scale with the width. */
export const DESIGN_WIDTH = 1920;

/** The screen's scale against 1920 px (2 on a 3840 px wall), followed on resize; for what CSS cannot size (charts). */
export const useViewportScale = () => {
  const [scale, setScale] = useState(() => window.innerWidth / DESIGN_WIDTH);
  useEffect(() => {
    const resize = () => setScale(window.innerWidth / DESIGN_WIDTH);
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);
  return scale;
};

/**
 * The push stream of a page outside the console frame (which opens the console's): alarms reach the topic listeners
 * (sse-router) as in the console. A refused token or a login elsewhere ends the session: `forced` carries the
 * message to show before the way back to the login page.
 */
export const useScreenPushStream = () => {
  const navigate = useNavigate();
  const [forced, setForced] = useState<string>();
  const session = loadSession();
  const token = session?.user.user_token;
  const uid = session?.user.uid;
  useEffect(() => {
    if (!token || uid === undefined) return;
    const stream = openPushStream({
      uid,
      token,
      lang: currentLang,
      handlers: {
        onUnauthorized: () => {
          clearSession();
          void navigate('/login', { replace: true });
        },
        onForceLogout: (msg) => {
          clearSession();
          setForced(msg);
        },
      },
    });
    return () => stream.stop();
  }, [token, uid, navigate]);
  return forced;
};

/** The wall clock, ticking every second; the timer goes with the component. */
export const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};
