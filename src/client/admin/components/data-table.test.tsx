import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, dataColumns, type TableQuery } from "./data-table";
import { NO_SELECTION } from "./data-table-rules";

interface Person {
  id: number;
  name: string;
  age: number;
}

const column = dataColumns<Person>();
const columns = [
  column.accessor("name", { header: "Name", enableSorting: true, sortFn: "text", meta: { rowHeader: true } }),
  column.accessor("age", { header: "Age", enableSorting: true, sortFn: "basic" }),
  column.display({ id: "note", header: "Note", cell: () => "—" }),
  // An accessor column that does not ask to sort: its heading stays text.
  column.accessor("id", { header: "Number" }),
];
const people: Person[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, age: 60 - i }));
const loaded: TableQuery = { isPending: false, isError: false, isFetching: false, error: null, refetch: () => {} };

function render(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return renderToStaticMarkup(
    <DataTable
      caption="People"
      columns={columns}
      data={people}
      getRowId={(person) => String(person.id)}
      query={loaded}
      loading="Loading people"
      failed="the people"
      empty={<p>No people</p>}
      {...props}
    />,
  );
}

const rowNames = (html: string) => [...html.matchAll(/<th scope="row"[^>]*>(Person \d+)<\/th>/g)].map((m) => m[1]);

describe("DataTable", () => {
  it("pages in the browser: the page's rows and 'Showing a-b of n'", () => {
    const html = render({
      paging: {
        label: "People pages",
        rows: { one: "person", many: "people" },
        page: 3,
        pageSize: 10,
        onPage: () => {},
      },
    });
    expect(rowNames(html)).toEqual(["Person 21", "Person 22", "Person 23"]);
    expect(html).toContain("Showing 21-23 of 23 people");
    expect(html).toContain('aria-label="People pages"');
    expect(html).toMatch(/aria-label="Page 3" aria-current="page"/);
  });

  it("shows the server's page as it is, counting from the server's total", () => {
    const html = render({
      data: people.slice(0, 10),
      paging: {
        label: "People pages",
        rows: { one: "person", many: "people" },
        page: 2,
        pageSize: 10,
        total: 40,
        onPage: () => {},
      },
    });
    expect(rowNames(html)).toHaveLength(10);
    expect(html).toContain("Showing 11-20 of 40 people");
  });

  it("makes sortable headings buttons and says the sort on the th; other headings stay text", () => {
    const html = render({ initialSorting: [{ id: "age", desc: false }] });
    expect(html).toMatch(/<th scope="col" aria-sort="none"[^>]*><button type="button"[^>]*>Name/);
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"[^>]*><button type="button"[^>]*>Age/);
    expect(html).toMatch(/<th scope="col"[^>]*>Note<\/th>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*">Number<\/th>/);
    expect(rowNames(html)[0]).toBe("Person 23");
  });

  it("gives each row a named checkbox, checked when selected", () => {
    const html = render({
      data: people.slice(0, 2),
      selection: { selection: { 2: true }, onChange: () => {}, label: (id) => `Select person ${id}` },
    });
    expect(html).toMatch(/type="checkbox" aria-label="Select person 1" class/);
    expect(html).toMatch(/type="checkbox" aria-label="Select person 2" class="[^"]*" checked=""/);
    expect(render({ selection: { selection: NO_SELECTION, onChange: () => {}, label: String } })).toContain(
      '<span class="sr-only">Select</span>',
    );
  });

  it("pins a column that asks to its end edge, opaque, a selected row's tint mixed in", () => {
    const pinned = [
      ...columns.slice(0, 2),
      column.display({
        id: "actions",
        header: "Actions",
        meta: { className: "px-3", pinEnd: true },
        cell: () => "Edit",
      }),
    ];
    const html = render({
      columns: pinned,
      data: people.slice(0, 2),
      selection: { selection: { 2: true }, onChange: () => {}, label: String },
    });
    expect(html).toMatch(/<th scope="col" class="font-semibold px-3 sticky right-0 z-\[1\] bg-surface">Actions/);
    const cells = [...html.matchAll(/<td class="([^"]*)">Edit<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual([
      "px-3 sticky right-0 z-[1] bg-card",
      "px-3 sticky right-0 z-[1] bg-[color-mix(in_srgb,var(--color-primary-soft)_50%,var(--color-card))]",
    ]);
    expect(render()).not.toContain("sticky");
  });

  it("says when it is loading, failed or empty instead of showing a table", () => {
    expect(render({ query: { ...loaded, isPending: true }, data: undefined })).toContain("Loading people");
    expect(render({ query: { ...loaded, isError: true }, data: undefined })).toContain(
      "We couldn&#x27;t load the people",
    );
    expect(
      render({
        query: { ...loaded, isError: true, error: new Error("boom") },
        data: undefined,
        failed: (e) => e.message,
      }),
    ).toContain("boom");
    const empty = render({ data: [] });
    expect(empty).toBe("<p>No people</p>");
  });
});
