import { Card, Flex, Grid, Select, Space } from 'antd';
import type { ReactNode } from 'react';

/** One of the diagram's choices: a searchable select named by its label. */
export type DiagramChoice = { label: string; width: number; options: { value: number; label: string }[]; value?: number; onChange: (value: number) => void; disabled?: boolean };

/**
 * The frame of a state diagram (房态图, 车辆状态图): its choices (and any search beside them, what it found below them)
 * in a card, then the diagram's card with its legend beside the title where there is room, above the diagram on a
 * phone (beside it the legend would cut the building's name to "1号…"), then its drawer.
 */
export function StateDiagramLayout(props: { choices: DiagramChoice[]; search?: ReactNode; found?: ReactNode; title: string; legend: ReactNode; drawer: ReactNode; children: ReactNode }) {
  const narrow = !Grid.useBreakpoint().sm;
  const { choices, search, found, title, legend, drawer, children } = props;
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Space wrap>
          {choices.map((choice) => (
            <Select
              key={choice.label}
              style={{ width: choice.width }}
              placeholder={choice.label}
              aria-label={choice.label}
              options={choice.options}
              value={choice.value}
              onChange={choice.onChange}
              disabled={choice.disabled}
              showSearch={{ optionFilterProp: 'label' }}
            />
          ))}
          {search}
        </Space>
        {found && <div style={{ marginTop: 8 }}>{found}</div>}
      </Card>
      <Card size="small" title={title} extra={!narrow && legend}>
        {narrow && legend && <div style={{ marginBottom: 8 }}>{legend}</div>}
        {children}
      </Card>
      {drawer}
    </Flex>
  );
}
