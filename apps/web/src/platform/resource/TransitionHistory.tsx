import type { EntityDef } from '@zhwy/contracts';
import { Empty, Flex, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client.ts';
import { formatDateTime, labelKey } from './derive.ts';
import { EnumTag } from './ResourceTable.tsx';

/** One move of a row's history, as `GET <list>/transitions/:id` answers it (oldest first). */
type Move = { id: number; action: string; from: string | null; to: string; remark: string | null; username: string | null; time: string };

/** Whether the entity's rows have a history: a `setField` call with `from` is a transition, and the server keeps them. */
export const hasTransitions = (entity: EntityDef): boolean => (entity.calls ?? []).some((call) => call.style === 'setField' && !!call.from);

/** The field a transition's action moves: the named call's field, or the action itself for an unnamed one. */
const fieldOf = (entity: EntityDef, action: string): string => {
  for (const call of entity.calls ?? []) if (call.style === 'setField' && (call.name ?? call.field) === action) return call.field;
  return action;
};

/** A row's transitions in the detail drawer: who moved it from what to what, when, and the remark given. */
export function TransitionHistory({ entity, id }: { entity: EntityDef; id: number }) {
  const { t, i18n } = useTranslation();
  const [moves, setMoves] = useState<Move[] | null>(null);
  useEffect(() => {
    let live = true;
    void http.get<{ data: Move[] }>(`${entity.paths.list}/transitions/${id}`, undefined, { silent: true }).then(
      (answer) => live && setMoves(answer.data),
      () => live && setMoves([]),
    );
    return () => {
      live = false;
    };
  }, [entity, id]);
  if (moves === null) return null;
  const actionText = (action: string) => (i18n.exists(`resource.calls.${action}`) ? t(`resource.calls.${action}`) : t(labelKey(entity, action)));
  return (
    <section aria-label={t('resource.history')} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('resource.history')}</Typography.Title>
      {moves.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.historyEmpty')} />
      ) : (
        <Timeline
          items={moves.map((move) => {
            const name = fieldOf(entity, move.action);
            const field = entity.fields[name];
            return {
              key: move.id,
              children: (
                <Flex vertical gap={4}>
                  <Flex wrap align="center" gap={6}>
                    <Typography.Text strong>{actionText(move.action)}</Typography.Text>
                    {field && <EnumTag entity={entity} name={name} field={field} value={move.from} />}
                    <span aria-hidden>→</span>
                    {field && <EnumTag entity={entity} name={name} field={field} value={move.to} />}
                  </Flex>
                  <Typography.Text type="secondary">
                    {formatDateTime(move.time)} · {move.username ?? t('resource.historySystem')}
                  </Typography.Text>
                  {move.remark && <Typography.Text>{t('resource.historyRemark', { remark: move.remark })}</Typography.Text>}
                </Flex>
              ),
            };
          })}
        />
      )}
    </section>
  );
}
