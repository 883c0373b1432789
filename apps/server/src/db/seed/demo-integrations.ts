import { createSecretBox, type SecretBox } from '../../core/secret-box';
import { insertRule } from '../../modules/event-forward/event-forward.repo';
import { newForwardSecret, secretHintOf } from '../../modules/event-forward/forward-body';
import { insertSystem, insertSystemUnits } from '../../modules/third-systems/third-systems.repo';
import type { DbOrTx } from '../client';

/** The demo's forwarding rule's address: example.com is reserved (RFC 2606), so nothing of the demo is ever posted. */
export const DEMO_FORWARD_URL = 'https://forward.example.com/fireline/alarms';

/**
 * Issue 28: the integrations a newcomer tries on a fresh demo — a third-party system (the district's supervision
 * platform, reading the tower and the mall; its API key is made on its page) and an event-forwarding rule of the
 * centre, switched off and pointing at example.com until someone gives it their own address. The rule's secret is
 * sealed with the server's DEVICE_SECRET_KEY when the caller passes its box (the app's start, the seed command).
 */
export const seedDemoIntegrations = async (
  db: DbOrTx,
  options: { centerId: number; unitIds: number[]; creatorId: number | null; secretBox?: SecretBox },
) => {
  const system = await insertSystem(db, {
    orgId: options.centerId,
    isPlatform: false,
    kind: 'regulatory_center',
    name: '海淀区智慧消防监管平台（示例）',
    contactName: '周工',
    contactPhone: '13600001111',
    remark: '示例：在此页生成接口密钥后对接',
    isEnabled: true,
    createrId: options.creatorId,
  });
  await insertSystemUnits(db, system.id, options.unitIds);
  const box = options.secretBox ?? createSecretBox('fireline-demo-seed-only-secret');
  const secret = newForwardSecret();
  await insertRule(db, {
    orgId: options.centerId,
    name: '火警转发至区平台（示例，未启用）',
    url: DEMO_FORWARD_URL,
    secretSealed: box.seal(secret),
    secretHint: secretHintOf(secret),
    categories: ['fire', 'fault'],
    unitIds: options.unitIds,
    deviceTypes: [],
    isEnabled: false,
    remark: '示例规则：改为贵方的接收地址后再启用',
    createrId: options.creatorId,
  });
};
