import { describe, expect, it } from "vitest";
import type { Customer } from "../../../contracts/admin-customers";
import { customerFiltersFromSearch, customerScreenSearch, filterCustomers } from "./customer-filters";

const customer = (id: number, fullName: string, email: string, isPremium: boolean, phone: string | null = null) =>
  ({ id, fullName, email, isPremium, phone }) as Customer;

const customers = [
  customer(1, "Asha Rao", "asha@example.com", true, "+65 9123 4567"),
  customer(2, "Ben Ong", "ben@example.com", false),
  customer(3, "Chitra ASHOK", "c@example.org", false),
];

describe("filterCustomers", () => {
  it("shows everyone for All without a search", () => {
    expect(filterCustomers(customers, { q: "", segment: "all" })).toHaveLength(3);
  });

  it("splits premium from regular", () => {
    expect(filterCustomers(customers, { q: "", segment: "premium" }).map((c) => c.id)).toEqual([1]);
    expect(filterCustomers(customers, { q: "", segment: "regular" }).map((c) => c.id)).toEqual([2, 3]);
  });

  it("searches name, email and phone ignoring case, within the segment", () => {
    expect(filterCustomers(customers, { q: " ash ", segment: "all" }).map((c) => c.id)).toEqual([1, 3]);
    expect(filterCustomers(customers, { q: "ash", segment: "regular" }).map((c) => c.id)).toEqual([3]);
    expect(filterCustomers(customers, { q: "example.org", segment: "all" }).map((c) => c.id)).toEqual([3]);
    expect(filterCustomers(customers, { q: "9123", segment: "all" }).map((c) => c.id)).toEqual([1]);
    expect(filterCustomers(customers, { q: "nobody", segment: "all" })).toEqual([]);
  });
});

describe("URL", () => {
  it("round-trips the filters and ignores an unknown segment", () => {
    const search = customerScreenSearch({ q: "asha", segment: "premium" });
    expect(search.toString()).toBe("q=asha&segment=premium");
    expect(customerFiltersFromSearch(search)).toEqual({ q: "asha", segment: "premium" });
    expect(customerFiltersFromSearch(new URLSearchParams("segment=vip"))).toEqual({ q: "", segment: "all" });
    expect(customerScreenSearch({ q: " ", segment: "all" }).toString()).toBe("");
  });
});
