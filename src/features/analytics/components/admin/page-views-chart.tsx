/**
 * Views per day as a small bar chart, drawn on the server as inline SVG: a <figure> whose caption
 * names it, the SVG with a one-sentence summary for screen readers, and every number in a table
 * inside <details> beside it (ARCHITECTURE: "always with a table beside it").
 */
import { BAR_SLOT, bars, CHART_HEIGHT, isLabelledDay, yScale } from '../../report/chart'
import type { DailyViews } from '../../report/days'
import { count, dayWithWeekday, longDay, shortDay, viewsText } from '../../report/format'

import reportStyles from '@/cms/admin/report.module.css'

import styles from './page-views.module.css'

/** "Views per day from … to …: N in total; the busiest day was …". */
function summary(daily: readonly DailyViews[]): string {
  const total = daily.reduce((sum, day) => sum + day.views, 0)
  const range = `from ${longDay(daily[0].date)} to ${longDay(daily[daily.length - 1].date)}`
  if (total === 0) return `Bar chart of views per day ${range}: no views on any day.`
  const busiest = daily.reduce((best, day) => (day.views > best.views ? day : best))
  return `Bar chart of views per day ${range}: ${viewsText(total)} in total; the busiest day was ${longDay(busiest.date)} with ${viewsText(busiest.views)}.`
}

export function PageViewsChart({ daily }: { daily: readonly DailyViews[] }) {
  const scale = yScale(Math.max(0, ...daily.map((day) => day.views)))
  const width = daily.length * BAR_SLOT
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        Views per day, {shortDay(daily[0].date)} to {shortDay(daily[daily.length - 1].date)} (UTC days)
      </figcaption>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          {scale.ticks.map((tick) => (
            <span key={tick} style={{ bottom: `${(tick / scale.top) * 100}%` }}>
              {count(tick)}
            </span>
          ))}
        </div>
        <svg
          className={styles.svg}
          role="img"
          aria-label={summary(daily)}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          data-testid="page-views-chart"
        >
          {scale.ticks.map((tick) => {
            const y = CHART_HEIGHT - (tick / scale.top) * CHART_HEIGHT
            return (
              <line
                key={tick}
                className={tick === 0 ? styles.baseline : styles.gridline}
                x1={0}
                x2={width}
                y1={y}
                y2={y}
                vectorEffect="non-scaling-stroke"
              />
            )
          })}
          {bars(daily, scale.top).map((bar) => (
            <rect
              key={bar.date}
              className={styles.bar}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              data-date={bar.date}
              data-views={bar.views}
            >
              <title>{`${dayWithWeekday(bar.date)}: ${viewsText(bar.views)}`}</title>
            </rect>
          ))}
        </svg>
      </div>
      <div className={styles.xAxis} aria-hidden="true" style={{ gridTemplateColumns: `repeat(${daily.length}, 1fr)` }}>
        {daily.map((day, index) => (
          <span key={day.date}>{isLabelledDay(index, daily.length) ? shortDay(day.date) : ''}</span>
        ))}
      </div>
      <details className={styles.details}>
        <summary>Views per day as a table</summary>
        <div className={styles.tableScroll}>
          <table className={reportStyles.table}>
            <caption className={styles.visuallyHidden}>Views per day (UTC days)</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className={reportStyles.number}>
                  Views
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    <time dateTime={day.date}>{dayWithWeekday(day.date)}</time>
                  </th>
                  <td className={reportStyles.number}>{count(day.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
