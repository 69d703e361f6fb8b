import { permissionOf } from '@zhwy/contracts';
import { Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { opensElsewhere } from '../layout/links.ts';
import { usePageTable } from '../layout/usePages.ts';
import type { RefTarget } from '../modules.ts';
import { loadModuleTexts, refTargetFor } from '../pages/registry.ts';
import { titleKey } from './derive.ts';

/**
 * What a reference select says when the target has no rows the user may pick: what is missing, and how to get it:
 * 先创建分类, a link to the target's list page when the user has it (Ctrl-click: a new browser tab), else whom to ask.
 */
export function RefEmpty({ target }: { target?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = usePageTable();
  const [loaded, setLoaded] = useState<{ target: string; ref: RefTarget | null } | null>(null);
  useEffect(() => {
    if (!target) return;
    let live = true;
    const load = refTargetFor(target);
    // The target's name in the reader's language: its module's texts, which a page of another module has not loaded.
    Promise.all([load ? load() : Promise.resolve(null), loadModuleTexts(target.split('.')[0]!)]).then(
      ([ref]) => live && setLoaded({ target, ref }),
      () => live && setLoaded({ target, ref: null }),
    );
    return () => {
      live = false;
    };
  }, [target]);
  const ref = loaded && loaded.target === target ? loaded.ref : null;
  if (!ref) return <Typography.Text type="secondary">{t('resource.refEmpty.nothing')}</Typography.Text>;
  const name = t(titleKey(ref.entity), { defaultValue: ref.entity.title });
  const list = permissionOf(ref.entity, 'list');
  const page = [...pages.values()].find((entry) => entry.item.permissionCode === list);
  return (
    <Flex vertical gap={4} className="zh-ref-empty">
      <Typography.Text type="secondary">{t('resource.refEmpty.none', { name })}</Typography.Text>
      {page ? (
        <a
          href={page.path}
          // Chosen with the mouse, a link in a select's list would close it first (mousedown): keep the list open.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            void navigate(page.path);
          }}
        >
          {t('resource.refEmpty.create', { name })}
        </a>
      ) : (
        <Typography.Text type="secondary">{t('resource.refEmpty.ask', { name })}</Typography.Text>
      )}
    </Flex>
  );
}
