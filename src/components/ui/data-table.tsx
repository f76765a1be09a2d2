import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import styles from './data-table.module.css';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the end side. */
  align?: 'start' | 'end';
  /** Never wrapped on a wide screen (dates, amounts). */
  nowrap?: boolean;
  /** On a phone, the card's title line: shown without its label, above the others. */
  primary?: boolean;
  /** Left out of the cards (a board's running number): only the wide table shows it. */
  hideWhenStacked?: boolean;
  /**
   * The narrowest the column may be in the wide table (a CSS length), for text that breaks anywhere
   * (an email, a change): a window too narrow for it scrolls the table. The primary column's is 12em.
   */
  minWidth?: string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Rows of an older page still shown while the next loads. */
  stale?: boolean;
  /** A row drawn in muted text (deleted, rejected). */
  muted?: (row: Row) => boolean;
  /** data-state on each row, for styles and tests. */
  rowState?: (row: Row) => string | undefined;
  /** The row that is the viewer's own (their entry in a ranking): aria-current="true". */
  current?: (row: Row) => boolean;
  className?: string;
  /** The table element, made focusable by script (a list moves focus to it after a page change). */
  tableRef?: Ref<HTMLTableElement>;
}

/**
 * Whether the element's content is wider than the element (a wide table in a scroller). A region
 * that scrolls must be reachable by keyboard, so the scroller takes focus only while it scrolls.
 */
function useOverflowsInline(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

/**
 * A table of records that turns into one card per row when its container is narrower than 720 px,
 * each value beside its column's label (data-table.module.css). Wider, it stays a table and scrolls
 * sideways inside its container when its columns need more room than there is, rather than breaking
 * words letter by letter. The roles are written out because a table whose parts are display: block
 * loses its implicit roles in some browsers. A card leaves out the cells that have no value.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  stale = false,
  muted,
  rowState,
  current,
  className,
  tableRef,
}: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsInline(scroller);
  return (
    <div className={className ? `${styles.wrap} ${className}` : styles.wrap}>
      <div
        ref={scroller}
        className={styles.scroller}
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? caption : undefined}
      >
        <table
          ref={tableRef}
          tabIndex={tableRef ? -1 : undefined}
          role="table"
          className={styles.table}
          aria-busy={stale || undefined}
          data-stale={stale || undefined}
        >
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col" data-align={column.align}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                data-muted={muted?.(row) || undefined}
                data-state={rowState?.(row)}
                aria-current={current?.(row) || undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-align={column.align}
                    data-nowrap={column.nowrap || undefined}
                    data-primary={column.primary || undefined}
                    data-hide-stacked={column.hideWhenStacked || undefined}
                    style={
                      column.minWidth ? ({ '--cell-min-width': column.minWidth } as CSSProperties) : undefined
                    }
                  >
                    <span className={styles.label} aria-hidden="true">
                      {column.header}
                    </span>
                    <span>{column.cell(row)}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
