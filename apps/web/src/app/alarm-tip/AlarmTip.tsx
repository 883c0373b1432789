import { AlertOutlined, BellOutlined, CloseOutlined, MinusOutlined, SoundOutlined } from '@ant-design/icons';
import { alarmTypeLabel, type PushedMessage } from '@fireline/shared';
import { Badge, Button, Empty, Tag, Tooltip } from 'antd';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageKey } from '../../locales/en-US';
import { currentLang } from '../i18n';
import { subscribe } from '../sse-router';
import { isSoundOn, playAlarmSound, prepareAlarmSound, setSoundOn, soundForEntries } from './alarm-sound';
import { applyMessages, entryFromMessage, entryTarget, snapToEdges, type AlarmTipEntry } from './alarm-tip-entries';
import './alarm-tip.css';

const POSITION_KEY = 'fl.alarm_tip_position';
const PANEL = { width: 380, height: 440 };
const statusColor: Record<string, string> = { alarm: 'red', fault: 'orange', abnormal: 'gold', yinhuan: 'purple', normal: 'blue' };

const savedPosition = () => {
  try {
    const parsed = JSON.parse(localStorage.getItem(POSITION_KEY) ?? '') as { x: number; y: number };
    if (Number.isFinite(parsed.x) && Number.isFinite(parsed.y)) return parsed;
  } catch {
    // no saved position yet
  }
  return { x: window.innerWidth - PANEL.width - 24, y: window.innerHeight - PANEL.height - 24 };
};

/** The floating real-time alarm tip (spec 000 §2, §4, §9): draggable, collapsible, newest first, with sound. */
export const AlarmTip = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [entries, setEntries] = useState<AlarmTipEntry[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [isSound, setIsSound] = useState(isSoundOn);
  const [position, setPosition] = useState(savedPosition);
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
      setIsOpen(true);
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

  const startDrag = (event: ReactPointerEvent) => {
    drag.current = { dx: event.clientX - position.x, dy: event.clientY - position.y };
    (event.target as HTMLElement).setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: ReactPointerEvent) => {
    if (drag.current) setPosition({ x: event.clientX - drag.current.dx, y: event.clientY - drag.current.dy });
  };
  const endDrag = () => {
    if (!drag.current) return;
    drag.current = undefined;
    const snapped = snapToEdges(position, PANEL, { width: window.innerWidth, height: window.innerHeight });
    setPosition(snapped);
    localStorage.setItem(POSITION_KEY, JSON.stringify(snapped));
  };

  if (!isOpen) {
    return (
      <div className="alarm-tip-collapsed" data-testid="alarm-tip-toggle" onClick={() => setIsOpen(true)} title={t('alarmTip.open')}>
        <Badge count={entries.length} overflowCount={99}>
          {entries.length ? <AlertOutlined className="alarm-tip-icon alarm-tip-icon-active" /> : <BellOutlined className="alarm-tip-icon" />}
        </Badge>
      </div>
    );
  }

  return (
    <div className="alarm-tip" style={{ left: position.x, top: position.y, width: PANEL.width, height: PANEL.height }} data-testid="alarm-tip">
      <div className="alarm-tip-header" onPointerDown={startDrag} onPointerMove={moveDrag} onPointerUp={endDrag}>
        <span>
          <AlertOutlined /> {t('alarmTip.title')} ({entries.length})
        </span>
        <span onPointerDown={(event) => event.stopPropagation()}>
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
            <Button size="small" type="text" icon={<MinusOutlined />} onClick={() => setIsOpen(false)} data-testid="alarm-tip-collapse" />
          </Tooltip>
          <Tooltip title={t('alarmTip.clear')}>
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              data-testid="alarm-tip-close"
              onClick={() => {
                setEntries([]);
                setIsOpen(false);
              }}
            />
          </Tooltip>
        </span>
      </div>
      <div className="alarm-tip-list">
        {entries.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alarmTip.empty')} />}
        {entries.map((entry) => (
          <button type="button" key={entry.event_id} className="alarm-tip-entry" data-testid="alarm-tip-entry" onClick={() => void navigate(entryTarget(entry))}>
            <div className="alarm-tip-entry-head">
              <Tag color={statusColor[entry.alarm_status] ?? 'blue'}>{t(`alarmTip.status.${entry.alarm_status}` as MessageKey)}</Tag>
              <strong>{alarmTypeLabel(entry.alarm_type, currentLang())}</strong>
              <span className="alarm-tip-time">
                {entry.day} {entry.time}
              </span>
            </div>
            <div className="alarm-tip-entry-body">
              {entry.company_name} · {[entry.building_name, entry.floor_name].filter(Boolean).join(' ')} · {entry.product_name}
            </div>
          </button>
        ))}
      </div>
    </div>
  );
};
