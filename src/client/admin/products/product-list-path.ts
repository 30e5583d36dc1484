// Where the product form's "Back to products" and a saved form go: the list as the owner last left it in this
// tab (its filters and page, which the list keeps in its URL), so leaving a product never loses the filters.
let lastSearch = "";

/** The list says what its URL's query is each time it changes. */
export function rememberListSearch(search: string): void {
  lastSearch = search;
}

/** The product list's path inside the back office, with the filters it was last shown with. */
export function productListPath(): string {
  return lastSearch ? `/products?${lastSearch}` : "/products";
}
