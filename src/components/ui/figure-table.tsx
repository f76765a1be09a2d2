import type { ReactNode } from 'react';
import styles from './figure-table.module.css';

export interface FigureRow {
  key: string;
  /** The row's header: what the figure is. */
  label: ReactNode;
  value: ReactNode;
  /** The figure the rows add up to, shown larger. */
  total?: boolean;
}

interface FigureTableProps {
  /** Names the table for screen readers (visually hidden). */
  caption?: string;
  /** Visible column headers, when the labels need naming (Month, Earned). */
  headers?: [ReactNode, ReactNode];
  rows: FigureRow[];
  /** Tighter rows, for a long list of short figures (twelve months). */
  compact?: boolean;
  className?: string;
}

/**
 * Labelled figures as a two-column table: each label is its row's header, each figure lines up on
 * the end side. Two short columns fit a phone as they are, so unlike DataTable it never turns into
 * cards (a breakdown of a withdrawal, the months under a chart).
 */
export function FigureTable({ caption, headers, rows, compact = false, className }: FigureTableProps) {
  return (
    <table
      className={className ? `${styles.table} ${className}` : styles.table}
      data-compact={compact || undefined}
    >
      {caption && <caption className="visually-hidden">{caption}</caption>}
      {headers && (
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
      )}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-total={row.total || undefined}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
