import { type EntityDef, type TransitionFieldDef, transitionActionOf, transitionFieldsOf, transitionsOf } from '@zhwy/contracts';
import { Empty, Flex, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../http/client.ts';
import { formatDateTime, labelKey } from './derive.ts';
import { enumOptions } from './fields.tsx';
import { transitionFieldKey } from './labels.ts';
import { EnumTag } from './ResourceTable.tsx';

/**
 * One move of a row's history, as `GET <list>/transitions/:id` answers it (oldest first): with the transition's own
 * fields (JSON values) and the labels of the references among them.
 */
type Move = {
  id: number;
  action: string;
  from: string | null;
  to: string;
  remark: string | null;
  fields?: Record<string, unknown> | null;
  labels?: Record<string, string>;
  username: string | null;
  time: string;
};

/** Whether the entity's rows have a history: a `setField` call with `from` is a transition, and the server keeps them. */
export const hasTransitions = (entity: EntityDef): boolean => transitionsOf(entity).length > 0;

/** The transition an action names: the named call, or the unnamed one of that field. */
const callOf = (entity: EntityDef, action: string) => transitionsOf(entity).find((call) => transitionActionOf(call) === action);

/** A field's value as a line of the history reads it: a reference by its label, an enum by its text, a time formatted. */
const shownValue = (field: TransitionFieldDef, value: unknown, label: string | undefined, module: string): string => {
  if (label !== undefined) return label;
  if (field.kind === 'enum') return enumOptions(field, module).find((option) => option.value === String(value))?.label ?? String(value);
  if (field.kind === 'datetime') return formatDateTime(value);
  return String(value);
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
  // A transition's verb (审核), else the entity's own word for a move its rules record (`moves.update` 修改账单), else the field's label.
  const ownMove = (action: string) => `${entity.module}.${entity.name}.moves.${action}`;
  const actionText = (action: string) =>
    i18n.exists(`resource.calls.${action}`) ? t(`resource.calls.${action}`) : i18n.exists(ownMove(action)) ? t(ownMove(action)) : t(labelKey(entity, action));
  return (
    <section aria-label={t('resource.history')} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{t('resource.history')}</Typography.Title>
      {moves.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('resource.historyEmpty')} />
      ) : (
        <Timeline
          items={moves.map((move) => {
            const call = callOf(entity, move.action);
            const name = call?.field ?? move.action;
            const field = entity.fields[name];
            // The transition's own fields, in its definition's order (a value the definition no longer declares is not shown).
            const extras = call ? transitionFieldsOf(call).filter(([own]) => move.fields?.[own] !== undefined && move.fields[own] !== null) : [];
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
                  {extras.map(([own, def]) => (
                    <Typography.Text key={own}>
                      {t('resource.historyField', {
                        label: t(transitionFieldKey(entity, call!.name ?? call!.field, own), { defaultValue: def.label ?? own }),
                        value: shownValue(def, move.fields![own], move.labels?.[own], entity.module),
                      })}
                    </Typography.Text>
                  ))}
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
