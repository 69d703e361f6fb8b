import { assignee, date, defineDict, defineEntity, dictSeedOf, enumOf, int, reason, ref, text, transition } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { MODULES, buildApp } from '../../src/app.ts';
import { entityTable } from '../../src/platform/db/entity-table.ts';
import { entityMenu } from '../../src/platform/entity-menu.ts';
import { validationFailed } from '../../src/platform/errors.ts';
import { registerEntityRoutes } from '../../src/platform/entity-routes.ts';
import { entityService } from '../../src/platform/entity-service.ts';
import { unregisterLabelTarget } from '../../src/platform/labels.ts';
import { unregisterTarget } from '../../src/platform/references.ts';
import type { ServerModule } from '../../src/platform/module.ts';
import { syncModules } from '../../src/platform/module-sync.ts';
import type { TestApp } from './app.ts';

/**
 * A survey → items → options trio, the proof of child rows and of transitions with fields until product entities
 * have them (billing, patrol, work orders): its tables are created in the test file's database and its routes served
 * by an app built as the product's, with one module more. Items are ordered, soft-deleted, unique by question within
 * their survey and may name a community (the scope of a child's references); options are ordered and deleted for
 * good. A survey is written as a draft, published by whoever holds 发布 (its own code) to a person in charge (a
 * user, written to the row too), then ended or voided (a void says why; an end may give its date).
 */
export const SurveyOption = defineEntity({
  module: 'fixture',
  name: 'surveyOption',
  title: '选项',
  permission: 'fixture:surveyOption',
  paths: { list: '/api/fixture/surveyOption' },
  fields: {
    itemId: ref('fixture.surveyItem', '题目', { readOnly: true }),
    sort: int('顺序', { readOnly: true }),
    label: text('选项', 20, { required: true }),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: false,
});

export const SurveyItem = defineEntity({
  module: 'fixture',
  name: 'surveyItem',
  title: '题目',
  permission: 'fixture:surveyItem',
  paths: { list: '/api/fixture/surveyItem' },
  fields: {
    surveyId: ref('fixture.survey', '问卷', { readOnly: true }),
    sort: int('顺序', { readOnly: true }),
    question: text('题目', 50, { required: true, unique: { within: ['surveyId'] } }),
    communityId: ref('base.community', '针对小区'),
  },
  defaultSort: { field: 'sort', order: 'asc' },
  softDelete: true,
  children: { options: { entity: SurveyOption, parentField: 'itemId', orderField: 'sort', max: 10 } },
});

/** An answer names an item without being its child: the reference graph keeps the item while answers refer to it. */
export const SurveyAnswer = defineEntity({
  module: 'fixture',
  name: 'surveyAnswer',
  title: '答卷',
  permission: 'fixture:surveyAnswer',
  paths: { list: '/api/fixture/surveyAnswer' },
  fields: { itemId: ref('fixture.surveyItem', '题目', { required: true }), answer: text('回答', 50) },
  defaultSort: { field: 'answer', order: 'asc' },
  softDelete: false,
});

export const SURVEY_STATUS = defineDict('fixture_survey_status', '问卷状态', { '0': '草稿', '1': '进行中', '2': '已结束', '3': '已作废' });

const SURVEY = '/api/fixture/survey';
export const Survey = defineEntity({
  module: 'fixture',
  name: 'survey',
  title: '问卷',
  permission: 'fixture:survey',
  paths: { list: SURVEY, item: `${SURVEY}/:id`, create: SURVEY, update: SURVEY, remove: `${SURVEY}/:id` },
  calls: [
    transition('publish', '发布', { path: `${SURVEY}/publish`, field: 'status', from: ['0'], to: ['1'], code: 'publish', fields: { handlerId: assignee('负责人', { required: true }) } }),
    transition('close', '结束', {
      method: 'PUT',
      path: `${SURVEY}/close/:id`,
      field: 'status',
      from: ['1'],
      to: ['2', '3'],
      fields: { reason: reason('作废原因', { requiredTo: ['3'] }), endDate: date('结束日期') },
    }),
  ],
  fields: {
    title: text('标题', 50, { required: true, unique: true, search: 'contains' }),
    areaId: ref('base.community', '所属小区', { required: true }),
    remark: text('备注', 50),
    status: enumOf(SURVEY_STATUS, '状态', { readOnly: true, default: '0' }),
    handlerId: ref('system.user', '负责人', { readOnly: true }),
  },
  defaultSort: { field: 'title', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
  children: { items: { entity: SurveyItem, parentField: 'surveyId', orderField: 'sort', max: 20 } },
});

/** Takes the fixture's entities out of the process-wide reference graph and label targets (after its test file). */
export const forgetSurveyEntities = () => {
  for (const entity of [Survey, SurveyItem, SurveyOption, SurveyAnswer]) {
    unregisterTarget(entity);
    unregisterLabelTarget(entity);
  }
};

export const surveyTable = entityTable(Survey, { table: 'fixture_survey' });
export const surveyItemTable = entityTable(SurveyItem, { table: 'fixture_survey_item' });
export const surveyOptionTable = entityTable(SurveyOption, { table: 'fixture_survey_option' });
export const surveyAnswerTable = entityTable(SurveyAnswer, { table: 'fixture_survey_answer' });

/** The trio's tables, as drizzle-kit would write them from the definitions. */
const TABLES = `
CREATE TABLE fixture_survey (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, tenant_id bigint NOT NULL,
  title varchar(50) NOT NULL, area_id bigint NOT NULL, remark varchar(50), status varchar(1) NOT NULL DEFAULT '0',
  handler_id bigint, del_flag smallint NOT NULL DEFAULT 0,
  create_by bigint, create_time timestamptz NOT NULL DEFAULT now(), update_by bigint, update_time timestamptz);
CREATE UNIQUE INDEX fixture_survey_title_uq ON fixture_survey (tenant_id, title) WHERE del_flag = 0;
CREATE TABLE fixture_survey_item (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, tenant_id bigint NOT NULL,
  survey_id bigint, sort integer, question varchar(50) NOT NULL, community_id bigint, del_flag smallint NOT NULL DEFAULT 0,
  create_by bigint, create_time timestamptz NOT NULL DEFAULT now(), update_by bigint, update_time timestamptz);
CREATE UNIQUE INDEX fixture_survey_item_question_uq ON fixture_survey_item (tenant_id, survey_id, question) WHERE del_flag = 0;
CREATE TABLE fixture_survey_option (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, tenant_id bigint NOT NULL,
  item_id bigint, sort integer, label varchar(20) NOT NULL,
  create_by bigint, create_time timestamptz NOT NULL DEFAULT now(), update_by bigint, update_time timestamptz);
CREATE TABLE fixture_survey_answer (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, tenant_id bigint NOT NULL,
  item_id bigint NOT NULL, answer varchar(50),
  create_by bigint, create_time timestamptz NOT NULL DEFAULT now(), update_by bigint, update_time timestamptz);
`;

export const fixtureModule: ServerModule = {
  name: 'fixture',
  register: (app, { database }) => {
    // Registered for the reference graph only (no routes): answers are written straight into the table by the test.
    entityService(SurveyAnswer, surveyAnswerTable as never);
    registerEntityRoutes(app, {
      entity: Survey,
      table: surveyTable as never,
      database,
      children: {
        items: {
          table: surveyItemTable as never,
          // A child's own rule runs as for a create of the child: a question may not be left as the placeholder.
          hooks: {
            validate: (_ctx, values) => {
              if (values.question === '待定') throw validationFailed({ question: 'invalid' });
            },
          },
          children: { options: { table: surveyOptionTable as never } },
        },
      },
    });
  },
  menus: [{ name: 'fixture', title: '夹具', type: 'menu1', icon: 'AppstoreOutlined', children: [entityMenu(Survey, { name: 'fixture-survey', url: '/fixture/surveys', icon: 'FormOutlined' })] }],
  dictionaries: [dictSeedOf(SURVEY_STATUS)],
};

/**
 * The product's app with the fixture module: its tables created and its menu synced (the administrator holds its
 * buttons, the read-only staff its page), on the test file's database.
 */
export const startSurveyApp = async (t: TestApp): Promise<FastifyInstance> => {
  await t.sql(TABLES);
  await syncModules(t.deps.database.pool, [...MODULES, fixtureModule]);
  const app = await buildApp(t.deps, { logger: false, webRoot: null, modules: [...MODULES, fixtureModule] });
  await app.ready();
  return app;
};

/** The test app with the fixture's app in place of the product's (for the batteries, which call `t.app`). */
export const withApp = (t: TestApp, app: () => FastifyInstance): TestApp => new Proxy(t, { get: (target, prop) => (prop === 'app' ? app() : target[prop as keyof TestApp]) });
