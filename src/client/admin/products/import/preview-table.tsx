import { useState } from "react";
import { DataTable, type DataColumn } from "../../components/data-table";
import type { Noun } from "../../strings";

/** Rows a preview table shows at once: a file of hundreds of rows pages instead of a long scroll. */
export const PREVIEW_PAGE_SIZE = 10;

/**
 * A table of the upload preview (the rows to create, the duplicates): the one DataTable, paged in the
 * browser, with no height limit and wide enough that every column (sizes, images) shows whole; a phone
 * scrolls the region sideways.
 */
export function PreviewTable<T extends { row: number }>({
  caption,
  columns,
  data,
  pager,
  rows,
}: {
  caption: string;
  columns: readonly DataColumn<T>[];
  data: readonly T[];
  /** The pager's accessible name. */
  pager: string;
  /** What the rows are, for "Showing a-b of n <rows>". */
  rows: Noun;
}) {
  // A new dry run mounts a new preview, so the page starts at 1 with each.
  const [page, setPage] = useState(1);
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={data}
      getRowId={(row) => String(row.row)}
      empty={null}
      paging={{ label: pager, rows, page, pageSize: PREVIEW_PAGE_SIZE, onPage: setPage }}
      minWidth="min-w-[44rem]"
    />
  );
}

/** The preview's cells: top-aligned, so a row with many sizes stays readable. */
export const PREVIEW_CELL = "px-3 py-2 align-top";
