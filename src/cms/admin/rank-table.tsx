/**
 * A report's ranked list in the admin (top pages, top searches…): a titled panel with a table of
 * names and counts, or a sentence when there is nothing to rank. Server component.
 */
import styles from './report.module.css'

export type Ranked = { key: string; count: number }

export function RankTable(props: {
  caption: string
  /** The header of the names' column and of the counts' column. */
  columns: readonly [string, string]
  rows: readonly Ranked[]
  format: (count: number) => string
  empty: string
  testId: string
}) {
  return (
    <section className={styles.panel}>
      <h2 className={styles.panelTitle}>{props.caption}</h2>
      {props.rows.length === 0 ? (
        <p className={styles.empty}>{props.empty}</p>
      ) : (
        <table className={styles.table} data-testid={props.testId}>
          <thead>
            <tr>
              <th scope="col">{props.columns[0]}</th>
              <th scope="col" className={styles.number}>
                {props.columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                <td className={styles.number}>{props.format(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
