/** Text the video player shows or announces. Pure. */

/** "m:ss" (or "h:mm:ss"); 0:00 for anything that is not a finite, non-negative number. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const h = Math.floor(whole / 3600)
  const m = Math.floor((whole % 3600) / 60)
  const s = String(whole % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** The seek slider's spoken value, e.g. "0:03 of 0:10". */
export function timeValueText(current: number, duration: number): string {
  return `${formatTime(current)} of ${formatTime(duration)}`
}

/** A cue's text without WebVTT markup (<v Name>, <i>, <c.class>, timestamps) and entities decoded. */
export function cueText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lrm;|&rlm;/g, '')
    .replace(/&amp;/g, '&')
    .trim()
}
