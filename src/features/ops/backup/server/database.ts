/** What the backup knows of a database snapshot, on either database. */
export type DatabaseSnapshot = {
  /** The database server's (or SQLite library's) version. */
  version: string
  /** Applied migrations, oldest first. */
  migrations: string[]
  /** Rows per table. */
  tables: Record<string, number>
}
