import {
  AlertOutlined,
  BellOutlined,
  CloseOutlined,
  MinusOutlined,
  MutedOutlined,
  PushpinOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { alarmTypeLabel, type PushedMessage } from '@fireline/shared';
import { Badge, Button, Empty, Tag, Tooltip } from 'antd';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../locales/en-US';
import { currentLang } from '../../lib/i18n';
import { subscribe } from '../../lib/sse-router';
import {
  isAlarmSoundBlocked,
  isSoundOn,
  playAlarmSound,
  prepareAlarmSound,
  setSoundOn,
  soundForEntries,
  unlockAlarmSound,
  watchAlarmSoundBlocked,
} from '../../lib/alarm-sound';
import { applyMessages, entryFromMessage, entryTarget, snapToEdges, type AlarmTipEntry } from './alarm-tip-entries';
import './alarm-tip.css';

const POSITION_KEY = 'fl.alarm_tip_position';
/** Set once the operator collapses or clears the tip: from then on new alarms count on the icon, they do not reopen it. */
const COLLAPSED_KEY = 'fl.alarm_tip_collapsed';
const PANEL_WIDTH = 380;
const statusColor: Record<string, string> = {
  alarm: 'red',
  fault: 'orange',
  abnormal: 'gold',
  yinhuan: 'purple',
  normal: 'blue',
};

/** Where the operator dragged the panel; without one it is docked below the page. */
const savedPosition = () => {
  try {
    const parsed = JSON.parse(localStorage.getItem(POSITION_KEY) ?? '') as { x: number; y: number };
    if (Number.isFinite(parsed.x) && Number.isFinite(parsed.y)) return parsed;
  } catch {
    // no saved position yet
  }
  return undefined;
};

const isKeptCollapsed = () => sessionStorage.getItem(COLLAPSED_KEY) === '1';

/** The floating real-time alarm tip (spec 000 §2, §4, §9): draggable, collapsible, newest first, with sound. */
export const AlarmTip = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [entries, setEntries] = useState<AlarmTipEntry[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const [isSound, setIsSound] = useState(isSoundOn);
  const [isSoundBlocked, setIsSoundBlocked] = useState(isAlarmSoundBlocked);
  const [position, setPosition] = useState(savedPosition);
  const panel = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | undefined>(undefined);
  useEffect(() => {
    // Messages are applied once per animation frame (or at once while the page is hidden, where frames stop).
    let pending: PushedMessage[] = [];
    let scheduled: (() => void) | undefined;
    const flush = () => {
      scheduled = undefined;
      const messages = pending;
      pending = [];
      const added = messages.flatMap((message) => entryFromMessage(message) ?? []);
      setEntries((current) => applyMessages(current, messages).entries);
      if (added.length === 0) return;
      // The first alarm opens the tip; once the operator has collapsed or cleared it, it stays so (the icon counts).
      if (isKeptCollapsed()) setUnseen((count) => count + added.length);
      else setIsOpen(true);
      // Read the saved choice at arrival, so a switch in another tab counts too.
      const sound = soundForEntries(added);
      if (isSoundOn() && sound) playAlarmSound(sound);
    };
    const take = (message: PushedMessage) => {
      pending.push(message);
      if (scheduled) return;
      if (document.hidden) {
        const timer = setTimeout(flush, 0);
        scheduled = () => clearTimeout(timer);
      } else {
        const frame = requestAnimationFrame(flush);
        scheduled = () => cancelAnimationFrame(frame);
      }
    };
    // A reload marker empties the tip; the newest messages replayed after it fill it again.
    const unsubscribes = [subscribe('alarms', take), subscribe('reload', take)];
    // Once the page has settled after login, not on the first alarm's arrival.
    const idle = setTimeout(prepareAlarmSound, 1000);
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      scheduled?.();
      clearTimeout(idle);
    };
  }, []);

  const panelSize = () => {
    const rect = panel.current?.getBoundingClientRect();
    return { width: rect?.width || PANEL_WIDTH, height: rect?.height || 0 };
  };
  useEffect(() => watchAlarmSoundBlocked(setIsSoundBlocked), []);
  useEffect(() => {
    if (!isSoundBlocked) return;
    // Any click or key press on the page is a gesture the browser accepts: the first one turns the sound on.
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) document.addEventListener(name, unlockAlarmSound, true);
    return () => {
      for (const name of events) document.removeEventListener(name, unlockAlarmSound, true);
    };
  }, [isSoundBlocked]);

  // Said until the browser lets the sound play: otherwise alarms would arrive silently without anyone knowing.
  const enableSound =
    isSound && isSoundBlocked ? (
      <button
        type="button"
        className="alarm-tip-enable-sound"
        data-testid="alarm-tip-enable-sound"
        onClick={(event) => {
          event.stopPropagation();
          unlockAlarmSound();
        }}
      >
        <MutedOutlined />
        <span>{t('alarmTip.enableSound')}</span>
      </button>
    ) : null;

  const startDrag = (event: ReactPointerEvent) => {
    const rect = panel.current?.getBoundingClientRect();
    const from = position ?? { x: rect?.left ?? 0, y: rect?.top ?? 0 };
    drag.current = { dx: event.clientX - from.x, dy: event.clientY - from.y };
    (event.target as HTMLElement).setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: ReactPointerEvent) => {
    if (drag.current) setPosition({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
  };
  const endDrag = () => {
    if (!drag.current || !position) return;
    drag.current = undefined;
    const snapped = snapToEdges(position, panelSize(), { width: window.innerWidth, height: window.innerHeight });
    setPosition(snapped);
    localStorage.setItem(POSITION_KEY, JSON.stringify(snapped));
  };
  const open = () => {
    setUnseen(0);
    setIsOpen(true);
  };
  const collapse = () => {
    sessionStorage.setItem(COLLAPSED_KEY, '1');
    setIsOpen(false);
  };

  if (!isOpen) {
    return (
      <>
        {enableSound && <div className="alarm-tip-enable-sound-dock">{enableSound}</div>}
        <div
          className={`alarm-tip-collapsed${unseen ? ' alarm-tip-collapsed-new' : ''}`}
          data-testid="alarm-tip-toggle"
          onClick={open}
          title={t('alarmTip.open')}
        >
          <Badge count={entries.length} overflowCount={99}>
            {entries.length ? (
              <AlertOutlined className="alarm-tip-icon alarm-tip-icon-active" />
            ) : (
              <BellOutlined className="alarm-tip-icon" />
            )}
          </Badge>
        </div>
      </>
    );
  }

  // Dragged: where the operator put it (kept inside the window, under any dialog); else docked below the page, which
  // makes room for it (Layout's main column), so no row, field or button of the page lies under it.
  const floating = position && {
    left: Math.min(Math.max(0, position.x), Math.max(0, window.innerWidth - PANEL_WIDTH)),
    top: Math.min(Math.max(0, position.y), Math.max(0, window.innerHeight - 120)),
    width: PANEL_WIDTH,
  };
  const dock = () => {
    localStorage.removeItem(POSITION_KEY);
    setPosition(undefined);
  };
  return (
    <div
      ref={panel}
      className={floating ? 'alarm-tip alarm-tip-floating' : 'alarm-tip alarm-tip-docked'}
      style={floating}
      data-testid="alarm-tip"
    >
      <div className="alarm-tip-header" onPointerDown={startDrag} onPointerMove={moveDrag} onPointerUp={endDrag}>
        <span>
          <AlertOutlined /> {t('alarmTip.title')} ({entries.length})
        </span>
        <span onPointerDown={(event) => event.stopPropagation()}>
          {floating && (
            <Tooltip title={t('alarmTip.dock')}>
              <Button size="small" type="text" icon={<PushpinOutlined />} onClick={dock} data-testid="alarm-tip-dock" />
            </Tooltip>
          )}
          <Tooltip title={isSound ? t('alarmTip.soundOn') : t('alarmTip.soundOff')}>
            <Button
              size="small"
              type="text"
              className={isSound ? '' : 'alarm-tip-muted'}
              icon={<SoundOutlined />}
              data-testid="alarm-tip-sound"
              onClick={() => {
                setSoundOn(!isSound);
                setIsSound(!isSound);
              }}
            />
          </Tooltip>
          <Tooltip title={t('alarmTip.collapse')}>
            <Button
              size="small"
              type="text"
              icon={<MinusOutlined />}
              onClick={collapse}
              data-testid="alarm-tip-collapse"
            />
          </Tooltip>
          <Tooltip title={t('alarmTip.clear')}>
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              data-testid="alarm-tip-close"
              onClick={() => {
                setEntries([]);
                collapse();
              }}
            />
          </Tooltip>
        </span>
      </div>
      {enableSound}
      <div className="alarm-tip-list">
        {entries.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarmTip.empty')} />}
        {entries.map((entry) => (
          <button
            type="button"
            key={entry.event_id}
            className="alarm-tip-entry"
            data-testid="alarm-tip-entry"
            onClick={() => void navigate(entryTarget(entry))}
          >
            <div className="alarm-tip-entry-head">
              <Tag color={statusColor[entry.alarm_status] ?? 'blue'}>
                {t(`alarmTip.status.${entry.alarm_status}` as MessageKey)}
              </Tag>
              {entry.unregistered && (
                <Tag color="volcano" data-testid="alarm-tip-unregistered">
                  {t('unregistered.tip.mark')}
                </Tag>
              )}
              <strong>{alarmTypeLabel(entry.alarm_type, currentLang())}</strong>
              <span className="alarm-tip-time">
                {entry.day} {entry.time}
              </span>
            </div>
            <div className="alarm-tip-entry-body">
              {entry.unregistered
                ? t('unregistered.tip.body', {
                    address: entry.unregistered.address,
                    summary: entry.unregistered.summary,
                    summary_en: entry.unregistered.summary_en,
                  })
                : `${entry.company_name} · ${[entry.building_name, entry.floor_name].filter(Boolean).join(' ')} · ${entry.product_name}`}
            </div>
          </button>
        ))}
      </div>
    </div>
  );
};
