import { Popover, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { dictLabel } from '../../platform/dict/dictionary.ts';
import { type Row, formatDateTime } from '../../platform/resource/index.ts';

/**
 * Both logs, newest first by default: the instant (`time`) in the browser's time zone, like every other time on
 * screen. `timeStr` is the server's China Standard Time text, kept for clients of the contract.
 */
export const timeColumn: Partial<ColumnType<Row>> = {
  width: 170,
  render: (_value: unknown, row: Row) => formatDateTime(row.time ?? row.timeStr),
};

/** sys_log_status: 0 success (green), 1 failure (red). */
export const statusColumn: Partial<ColumnType<Row>> = {
  width: 90,
  render: (value: string) => <Tag color={value === '0' ? 'success' : 'error'}>{dictLabel('sys_log_status', value)}</Tag>,
};

/** JSON parameters pretty-printed when they parse, as sent otherwise. */
export const prettyJson = (text: string): string => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** Text in full, wrapped; JSON indented (the detail drawer's parameters). */
export function JsonText({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{prettyJson(String(value))}</pre>;
}

/** Long text in one line (the cell's ellipsis), the whole of it in a popover. */
export const longTextColumn = ({ width, json = false }: { width?: number; json?: boolean } = {}): Partial<ColumnType<Row>> => ({
  width,
  ellipsis: { showTitle: false },
  render: (value: string | null) =>
    value ? (
      <Popover
        trigger="hover"
        placement="topLeft"
        content={
          <pre style={{ maxWidth: 560, maxHeight: 360, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
            {json ? prettyJson(value) : value}
          </pre>
        }
      >
        <span>{value}</span>
      </Popover>
    ) : (
      ''
    ),
});
