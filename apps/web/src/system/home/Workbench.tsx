import { WORKBENCH_PATH, type WorkbenchCount } from '@zhwy/contracts';
import { Card, Empty, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Envelope, http } from '../../platform/http/client.ts';
import { opensElsewhere } from '../../platform/layout/links.ts';
import { usePageTable } from '../../platform/layout/usePages.ts';

/**
 * 工作台: what waits for the user, counted by the server in their scope (pending resident audits; arrears and work
 * orders as their modules arrive). Each count is a link to the page that lists what it counts, when the user has it.
 */
export function Workbench() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = usePageTable();
  const [counts, setCounts] = useState<WorkbenchCount[] | null>(null);
  useEffect(() => {
    let live = true;
    http.get<Envelope<WorkbenchCount[]>>(WORKBENCH_PATH, undefined, { silent: true }).then(
      (answer) => live && setCounts(answer.data),
      () => live && setCounts([]),
    );
    return () => {
      live = false;
    };
  }, []);
  const pathOf = (menu: string) => [...pages.values()].find((entry) => entry.item.name === menu)?.path;

  return (
    <Card title={t('shell.home.workbench')} className="zh-home-card">
      {counts === null ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : counts.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.home.nothingWaiting')} />
      ) : (
        <div className="zh-workbench">
          {counts.map(({ name, menu, count }) => {
            const label = t(`menu.workbench.${name}`, { defaultValue: name });
            const path = pathOf(menu);
            const body = (
              <>
                <span className="zh-workbench-count">{count}</span>
                <span className="zh-workbench-label">{label}</span>
              </>
            );
            return path ? (
              <a
                key={name}
                href={path}
                className={count > 0 ? 'zh-workbench-item zh-workbench-due' : 'zh-workbench-item'}
                aria-label={t('shell.home.workbenchItem', { label, count })}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  void navigate(path);
                }}
              >
                {body}
              </a>
            ) : (
              <div key={name} className="zh-workbench-item" aria-label={t('shell.home.workbenchItem', { label, count })}>
                {body}
              </div>
            );
          })}
        </div>
      )}
    </Card>
  );
}
