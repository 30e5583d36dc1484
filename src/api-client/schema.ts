// Generated from GET /api/openapi.json by `npm run api-client` (src/api-client/generate.ts). Do not edit:
// change the route schemas and run it again; src/api-client/generate.int.test.ts fails while this is stale.

export interface paths {
  "/api/csp-report": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Content-Security-Policy violation reports (report-uri and the Reporting API); logged at warn */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json":
            | {
                "csp-report": {
                  "document-uri": string;
                  "blocked-uri"?: string;
                  "effective-directive"?: string;
                  "violated-directive"?: string;
                  "original-policy"?: string;
                  disposition?: string;
                  "script-sample"?: string;
                  "source-file"?: string;
                  "line-number"?: number;
                  "status-code"?: number;
                  referrer?: string;
                };
              }
            | {
                type: string;
                url: string;
                age?: number;
                user_agent?: string;
                body?: {
                  documentURL?: string;
                  blockedURL?: string;
                  effectiveDirective?: string;
                  originalPolicy?: string;
                  disposition?: string;
                  sample?: string;
                  sourceFile?: string;
                  lineNumber?: number;
                  statusCode?: number;
                  referrer?: string | null;
                };
              }[];
        };
      };
      responses: {
        /** @description Received */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check: 503 UNAVAILABLE while the database cannot be reached */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              status: "ok";
              /** @enum {string} */
              database: "pglite" | "postgres";
            };
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The OpenAPI document generated from every route's schemas */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              openapi: string;
              paths: {
                [key: string]: unknown;
              };
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/providers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which sign-in methods this shop offers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              google: boolean;
              dev: boolean;
            };
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/google": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Starts OpenID Connect sign-in; `next` is where to land afterwards (a path on this site) */
    get: {
      parameters: {
        query?: {
          next?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/google/callback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The identity provider's redirect back */
    get: {
      parameters: {
        query?: {
          state?: string;
          code?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/dev-login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Development sign-in (on this machine or with DEV_LOGIN=1; never beside OIDC or in production) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
            fullName: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              address: string | null;
              apartment: string;
              postalCode: string | null;
              country: string;
              phone: string | null;
              isPremium: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ends the session and returns to the shop */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Redirect */
        302: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in shopper */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              address: string | null;
              apartment: string;
              postalCode: string | null;
              country: string;
              phone: string | null;
              isPremium: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/shipping": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Saves the shopper's shipping address */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            address: string;
            /** @default  */
            apartment?: string;
            postalCode: string;
            country: string;
            phone: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              address: string | null;
              apartment: string;
              postalCode: string | null;
              country: string;
              phone: string | null;
              isPremium: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/shipping-rates/enabled": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Countries we ship to, with their rates */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              countryCode: string;
              countryName: string;
              rate: string;
              enabled: boolean;
            }[];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/card-on-file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The card the signed-in member's orders are charged to, when Stripe is set up */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              card: string | null;
              unavailable: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/settings/store": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The store's public contact details */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              storeName: string | null;
              storeEmail: string | null;
              storePhone: string | null;
              /** @enum {string} */
              currency: "USD" | "EUR" | "GBP" | "JPY" | "SGD" | "INR";
              storeAddress: string | null;
              storeDescription: string | null;
              timeZone: string;
              supportHours: string | null;
              paymentInstructions: string | null;
              customerPortalUrl: string | null;
              unpaidOrderDeadlineMinutes: number | null;
            };
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/alternate-descriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active alternate descriptions, for the product form's picker */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              title: string;
              description: string;
            }[];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/shop-from-india": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Shop from India popup's content; 404 when there is none or the admin switched it off */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              content: string;
              whatsappNumber: string;
              buttonText: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products live right now, in the shop's sort order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              name: string;
              description: string;
              price: string;
              discountAmount: string;
              images: string[];
              /** @enum {string} */
              category: "regular" | "plus" | "kids" | "men";
              sizes: string[];
              /** @enum {string} */
              status: "draft" | "scheduled" | "active" | "expired";
              publishAt: string | null;
              expiresAt: string;
              stockLeft: {
                [key: string]: number;
              } | null;
              perMemberLimit: number | null;
            }[];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    /** Creates a product (draft, active now, or scheduled); expiry from expirationDays or expiresAt */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            description?: string;
            price: number | string;
            discountAmount?: number | string;
            images: unknown[];
            /** @enum {string} */
            category: "regular" | "plus" | "kids" | "men";
            sizes: string[];
            supplierLink?: string;
            sku?: string | null;
            /** @enum {string} */
            status: "draft" | "active" | "scheduled";
            expirationDays?: number | string | null;
            expiresAt?: string;
            publishAt?: string | null;
            stock?: {
              [key: string]: number;
            } | null;
            perMemberLimit?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              name: string;
              description: string;
              price: string;
              discountAmount: string;
              images: string[];
              /** @enum {string} */
              category: "regular" | "plus" | "kids" | "men";
              sizes: string[];
              /** @enum {string} */
              status: "draft" | "scheduled" | "active" | "expired";
              publishAt: string | null;
              expiresAt: string;
              stockLeft: {
                [key: string]: number;
              } | null;
              perMemberLimit: number | null;
              /** @enum {string} */
              storedStatus: "draft" | "scheduled" | "active" | "expired";
              /** @enum {string} */
              statusLabel: "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";
              finalPrice: string;
              supplierLink: string;
              sku: string | null;
              createdAt: string;
              stock: {
                [key: string]: number;
              } | null;
              reminderCount: number | null;
              shopImages: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/products/next-release": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** When the next products go live, and how many */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              nextReleaseTime: string | null;
              productCount: number | null;
              productIds: number[];
            };
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/products/upcoming": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Products still to go live, the soonest first (never drafts) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              name: string;
              description: string;
              price: string;
              discountAmount: string;
              images: string[];
              /** @enum {string} */
              category: "regular" | "plus" | "kids" | "men";
              sizes: string[];
              /** @enum {string} */
              status: "draft" | "scheduled" | "active" | "expired";
              publishAt: string | null;
              expiresAt: string;
              stockLeft: {
                [key: string]: number;
              } | null;
              perMemberLimit: number | null;
            }[];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/products/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One product (scheduled, live or expired); to an admin also a draft, with the admin's fields */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json":
              | {
                  id: number;
                  name: string;
                  description: string;
                  price: string;
                  discountAmount: string;
                  images: string[];
                  /** @enum {string} */
                  category: "regular" | "plus" | "kids" | "men";
                  sizes: string[];
                  /** @enum {string} */
                  status: "draft" | "scheduled" | "active" | "expired";
                  publishAt: string | null;
                  expiresAt: string;
                  stockLeft: {
                    [key: string]: number;
                  } | null;
                  perMemberLimit: number | null;
                  /** @enum {string} */
                  storedStatus: "draft" | "scheduled" | "active" | "expired";
                  /** @enum {string} */
                  statusLabel: "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";
                  finalPrice: string;
                  supplierLink: string;
                  sku: string | null;
                  createdAt: string;
                  stock: {
                    [key: string]: number;
                  } | null;
                  reminderCount: number | null;
                  shopImages: string[];
                }
              | {
                  id: number;
                  name: string;
                  description: string;
                  price: string;
                  discountAmount: string;
                  images: string[];
                  /** @enum {string} */
                  category: "regular" | "plus" | "kids" | "men";
                  sizes: string[];
                  /** @enum {string} */
                  status: "draft" | "scheduled" | "active" | "expired";
                  publishAt: string | null;
                  expiresAt: string;
                  stockLeft: {
                    [key: string]: number;
                  } | null;
                  perMemberLimit: number | null;
                };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /**
     * Updates a product; omitted discountAmount, sku, supplierLink and description keep their values
     * @description 409 when a size's stock would go below the units already sold (fieldErrors name the size).
     */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            name: string;
            description?: string;
            price: number | string;
            discountAmount?: number | string;
            images: unknown[];
            /** @enum {string} */
            category: "regular" | "plus" | "kids" | "men";
            sizes: string[];
            supplierLink?: string;
            sku?: string | null;
            /** @enum {string} */
            status: "draft" | "active" | "scheduled";
            expirationDays?: number | string | null;
            expiresAt?: string;
            publishAt?: string | null;
            stock?: {
              [key: string]: number;
            } | null;
            perMemberLimit?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              name: string;
              description: string;
              price: string;
              discountAmount: string;
              images: string[];
              /** @enum {string} */
              category: "regular" | "plus" | "kids" | "men";
              sizes: string[];
              /** @enum {string} */
              status: "draft" | "scheduled" | "active" | "expired";
              publishAt: string | null;
              expiresAt: string;
              stockLeft: {
                [key: string]: number;
              } | null;
              perMemberLimit: number | null;
              /** @enum {string} */
              storedStatus: "draft" | "scheduled" | "active" | "expired";
              /** @enum {string} */
              statusLabel: "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";
              finalPrice: string;
              supplierLink: string;
              sku: string | null;
              createdAt: string;
              stock: {
                [key: string]: number;
              } | null;
              reminderCount: number | null;
              shopImages: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    /** Deletes a product; orders keep their snapshot, wishlist rows go */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media/{key}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A copied product image at 640 px wide (or its own width when narrower) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, AVIF or WebP if the request's Accept names it, else JPEG */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "image/avif": string;
            "image/webp": string;
            "image/jpeg": string;
          };
        };
        /** @description Default Response */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description This image is still being made: try again in a few seconds (or the database cannot be reached) */
        503: {
          headers: {
            /** @description Seconds to wait before asking again */
            "Retry-After"?: string;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media/{key}/{width}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A copied product image at one of the widths 320, 640, 960, 1280 (never upscaled) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
          width: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The image, AVIF or WebP if the request's Accept names it, else JPEG */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "image/avif": string;
            "image/webp": string;
            "image/jpeg": string;
          };
        };
        /** @description Default Response */
        304: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description This image is still being made: try again in a few seconds (or the database cannot be reached) */
        503: {
          headers: {
            /** @description Seconds to wait before asking again */
            "Retry-After"?: string;
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/wishlist": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shopper's saved products */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              productId: number;
              createdAt: string;
              product: {
                id: number;
                name: string;
                description: string;
                price: string;
                discountAmount: string;
                images: string[];
                /** @enum {string} */
                category: "regular" | "plus" | "kids" | "men";
                sizes: string[];
                /** @enum {string} */
                status: "draft" | "scheduled" | "active" | "expired";
                publishAt: string | null;
                expiresAt: string;
                stockLeft: {
                  [key: string]: number;
                } | null;
                perMemberLimit: number | null;
              };
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    /** Saves a product (saving twice keeps one) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            productId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              productId: number;
              createdAt: string;
              product: {
                id: number;
                name: string;
                description: string;
                price: string;
                discountAmount: string;
                images: string[];
                /** @enum {string} */
                category: "regular" | "plus" | "kids" | "men";
                sizes: string[];
                /** @enum {string} */
                status: "draft" | "scheduled" | "active" | "expired";
                publishAt: string | null;
                expiresAt: string;
                stockLeft: {
                  [key: string]: number;
                } | null;
                perMemberLimit: number | null;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/wishlist/check": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a product is saved */
    get: {
      parameters: {
        query: {
          productId: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              inWishlist: boolean;
              itemId: number | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/wishlist/product/{productId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a saved product */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          productId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/wishlist/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a wishlist item */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/push/public-key": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The VAPID public key to subscribe a browser with */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @description The VAPID public key, unpadded base64url: the browser's applicationServerKey */
              publicKey: string;
            };
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/push/subscriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Keeps this browser's push subscription for the signed-in shopper
     * @description It hears of drops that go live from now on. An endpoint kept for another shopper answers 409 (the browser subscribes afresh); a shopper keeps at most 10 browsers, the oldest going first.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            endpoint: string;
            expirationTime?: number | null;
            keys: {
              p256dh: string;
              auth: string;
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /** Forgets one of the shopper's browsers (404 when it is not kept for them) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            endpoint: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/reminders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The products the shopper asked to be reminded of */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              productIds: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    /** Remind me when a product still to come goes live (asking twice keeps one) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            productId: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              productIds: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/reminders/{productId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** No reminder for this product */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          productId: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              productIds: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/drop-alerts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which drops the shopper hears about */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              mode: "all" | "asked" | "off";
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /** Every drop, only what the shopper asked for, or none */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            mode: "all" | "asked" | "off";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              mode: "all" | "asked" | "off";
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/user/email-reminders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the shopper gets payment reminders by email */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              on: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /** Turns payment reminders by email on or off (order emails always go) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            on: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              on: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/email/unsubscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The unsubscribe link's page: asks before turning payment reminder emails off */
    get: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page for the shopper */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/html": string;
          };
        };
        /** @description A page saying the link does not work, or the usual error body for a malformed request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/html": string;
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    /** One-click unsubscribe (RFC 8058): turns the link's shopper's payment reminder emails off */
    post: {
      parameters: {
        query: {
          token: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description A page for the shopper */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/html": string;
          };
        };
        /** @description A page saying the link does not work, or the usual error body for a malformed request */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/html": string;
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shopper's orders, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              productId: number | null;
              productName: string;
              productDescription: string;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              size: string | null;
              shippingCountry: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              shippingCost: string;
              totalPrice: string;
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    /**
     * Places a single-tap order (premium members with a complete address)
     * @description A repeat with the same Idempotency-Key answers 200 with the first order; the key reused for another product or size answers 422 IDEMPOTENCY_KEY_REUSED. The same member ordering the same product and size again within 10 minutes gets 409 DUPLICATE_ORDER (with that order's id) unless the request carries X-Confirm-Repeat: 1. With Stripe set up, a member with a card on file is charged at once: a declined card cancels the order and answers 409 PAYMENT_DECLINED; a charge Stripe could not answer in time is finished in the background (payment.state charging).
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          "idempotency-key"?: string;
          "x-confirm-repeat"?: "1";
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            productId: number;
            size?: string | null;
            shippingCountry: string;
            shippingCost: number | string;
            totalPrice: number | string;
            /** @enum {boolean} */
            isPaid?: false;
            /** @enum {string} */
            status?: "processing";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              productId: number | null;
              productName: string;
              productDescription: string;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              size: string | null;
              shippingCountry: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              shippingCost: string;
              totalPrice: string;
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              productId: number | null;
              productName: string;
              productDescription: string;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              size: string | null;
              shippingCountry: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              shippingCost: string;
              totalPrice: string;
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
              code?: string;
              fieldErrors?: {
                [key: string]: string[];
              };
              orderId?: number;
              /** Format: date-time */
              orderedAt?: string;
            };
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/orders/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cancels the shopper's own processing order (refunding the card on file that paid it) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": Record<string, never> | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
              order: {
                id: number;
                productId: number | null;
                productName: string;
                productDescription: string;
                productPrice: string;
                productDiscountAmount: string;
                productDiscountedPrice: string;
                productImages: string[];
                /** @enum {string} */
                productCategory: "regular" | "plus" | "kids" | "men";
                size: string | null;
                shippingCountry: string;
                shippingAddress: string;
                shippingApartment: string;
                shippingPostalCode: string;
                shippingPhone: string | null;
                shippingCost: string;
                totalPrice: string;
                isPaid: boolean;
                payment: {
                  /** @enum {string} */
                  state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                  method: ("card" | "manual") | null;
                  card: string | null;
                };
                /** @enum {string} */
                status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
                cancelledBy: ("admin" | "customer" | "shop") | null;
                cancellationReason: string | null;
                createdAt: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/orders/{id}/payment/confirmation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The waiting card payment's client secret, for Stripe.js to complete the shopper's bank check */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": Record<string, never> | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              clientSecret: string;
              publishableKey: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/orders/{id}/payment/check": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Asks Stripe where the order's card payment stands now and stores it (after the bank check) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": Record<string, never> | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              productId: number | null;
              productName: string;
              productDescription: string;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              size: string | null;
              shippingCountry: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              shippingCost: string;
              totalPrice: string;
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/settings/stripe-pricing-table": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The membership pricing table to render */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              pricingTableId: string | null;
              publishableKey: string | null;
            };
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/premium/demo": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Demo membership for the signed-in shopper, where dev sign-in is allowed (404 elsewhere)
     * @description Applies a paid membership checkout for the shopper through the Stripe webhook's own path.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": Record<string, never> | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              address: string | null;
              apartment: string;
              postalCode: string | null;
              country: string;
              phone: string | null;
              isPremium: boolean;
            };
          };
        };
        400: components["responses"]["BadRequest"];
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/stripe/webhook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stripe webhook: verified by signature, each event applied once */
    post: {
      parameters: {
        query?: never;
        header: {
          "stripe-signature": string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              received: true;
              duplicate: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin sign-in: password, then the authenticator code (or a recovery code) when two-factor is on */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
            password: string;
            totpCode?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json":
              | {
                  adminToken: string;
                  admin: {
                    id: number;
                    email: string;
                    twoFactorEnabled: boolean;
                  };
                }
              | {
                  /** @enum {boolean} */
                  requiresTwoFactor: true;
                  message: string;
                };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/user": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in administrator */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              email: string;
              twoFactorEnabled: boolean;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ends the admin session and closes its sockets */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": Record<string, never> | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        400: components["responses"]["BadRequest"];
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/2fa/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether two-factor authentication is on */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              enabled: boolean;
              recoveryCodesRemaining: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/2fa/setup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts two-factor setup: a pending secret as a QR code and a key to type in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": Record<string, never> | null;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              qrCode: string;
              manualEntryKey: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/2fa/verify": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns two-factor on with a code of the pending secret; answers the recovery codes, once */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              enabled: true;
              recoveryCodes: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/2fa/disable": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns two-factor off with a current code */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {boolean} */
              enabled: false;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/change-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Changes the password (two-factor on; current password and code); ends every other admin session */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            currentPassword: string;
            newPassword: string;
            totpCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/activity": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The activity log, newest first, 50 a page */
    get: {
      parameters: {
        query?: {
          action?:
            | "auth.sign-in"
            | "auth.sign-in-failed"
            | "auth.sign-out"
            | "auth.recovery-code-used"
            | "auth.2fa-setup"
            | "auth.2fa-enabled"
            | "auth.2fa-disabled"
            | "auth.password-changed"
            | "auth.2fa-reset"
            | "auth.password-reset"
            | "product.create"
            | "product.update"
            | "product.delete"
            | "product.reactivate"
            | "product.schedule"
            | "product.activate"
            | "product.reschedule"
            | "product.draft"
            | "product.bulk-delete"
            | "product.sample"
            | "product.bulk-upload"
            | "settings.product-sort-order"
            | "settings.store"
            | "settings.alternate-description-create"
            | "settings.alternate-description-update"
            | "settings.alternate-description-delete"
            | "settings.shop-from-india"
            | "settings.stripe-pricing-table"
            | "settings.shipping-rates"
            | "settings.notifications"
            | "order.status"
            | "order.paid"
            | "order.cancel"
            | "order.card-paid"
            | "order.card-declined"
            | "order.refund"
            | "order.not-paid-in-time"
            | "customer.premium"
            | "customer.delete";
          from?: string;
          to?: string;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              entries: {
                id: number;
                at: string;
                adminId: number | null;
                adminEmail: string | null;
                /** @enum {string} */
                action:
                  | "auth.sign-in"
                  | "auth.sign-in-failed"
                  | "auth.sign-out"
                  | "auth.recovery-code-used"
                  | "auth.2fa-setup"
                  | "auth.2fa-enabled"
                  | "auth.2fa-disabled"
                  | "auth.password-changed"
                  | "auth.2fa-reset"
                  | "auth.password-reset"
                  | "product.create"
                  | "product.update"
                  | "product.delete"
                  | "product.reactivate"
                  | "product.schedule"
                  | "product.activate"
                  | "product.reschedule"
                  | "product.draft"
                  | "product.bulk-delete"
                  | "product.sample"
                  | "product.bulk-upload"
                  | "settings.product-sort-order"
                  | "settings.store"
                  | "settings.alternate-description-create"
                  | "settings.alternate-description-update"
                  | "settings.alternate-description-delete"
                  | "settings.shop-from-india"
                  | "settings.stripe-pricing-table"
                  | "settings.shipping-rates"
                  | "settings.notifications"
                  | "order.status"
                  | "order.paid"
                  | "order.cancel"
                  | "order.card-paid"
                  | "order.card-declined"
                  | "order.refund"
                  | "order.not-paid-in-time"
                  | "customer.premium"
                  | "customer.delete";
                target: string | null;
                targetName: string | null;
                ip: string | null;
                changes: {
                  before?: {
                    [key: string]: unknown;
                  };
                  after?: {
                    [key: string]: unknown;
                  };
                } | null;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/emails": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The email outbox, newest first, 25 a page */
    get: {
      parameters: {
        query?: {
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              emails: {
                id: number;
                /** @enum {string} */
                kind:
                  | "order-placed"
                  | "order-paid"
                  | "order-cancelled"
                  | "order-shipped"
                  | "order-delivered"
                  | "payment-reminder";
                orderId: number | null;
                /** @enum {string} */
                state: "queued" | "sent" | "kept" | "skipped" | "failed";
                reason: string | null;
                createdAt: string;
                finishedAt: string | null;
                toAddress: string | null;
                subject: string | null;
              }[];
              total: number;
              page: number;
              pageSize: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/emails/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One message as it went (or would have), with its HTML and plain text */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              /** @enum {string} */
              kind:
                | "order-placed"
                | "order-paid"
                | "order-cancelled"
                | "order-shipped"
                | "order-delivered"
                | "payment-reminder";
              orderId: number | null;
              /** @enum {string} */
              state: "queued" | "sent" | "kept" | "skipped" | "failed";
              reason: string | null;
              createdAt: string;
              finishedAt: string | null;
              toAddress: string | null;
              subject: string | null;
              text: string | null;
              html: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every order with its customer and product snapshot, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              userId: number;
              customerName: string;
              customerEmail: string;
              productId: number | null;
              size: string | null;
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              shippingCountry: string;
              shippingCost: string;
              totalPrice: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              productName: string;
              productDescription: string;
              productSku: string | null;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              productSupplierLink: string;
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/order-groups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One page (10) of order groups: one customer's orders of one day in the store's time zone */
    get: {
      parameters: {
        query?: {
          status?: ("processing" | "processed" | "shipped" | "delivered" | "cancelled" | "partially processed") | "";
          payment?: ("paid" | "unpaid" | "partially paid" | "cancelled") | "";
          from?: string | "";
          to?: string | "";
          q?: string;
          page?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              groups: {
                key: string;
                label: string;
                userId: number;
                customerName: string;
                customerEmail: string;
                day: string;
                orders: {
                  id: number;
                  userId: number;
                  customerName: string;
                  customerEmail: string;
                  productId: number | null;
                  size: string | null;
                  /** @enum {string} */
                  status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
                  isPaid: boolean;
                  payment: {
                    /** @enum {string} */
                    state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                    method: ("card" | "manual") | null;
                    card: string | null;
                  };
                  shippingCountry: string;
                  shippingCost: string;
                  totalPrice: string;
                  shippingAddress: string;
                  shippingApartment: string;
                  shippingPostalCode: string;
                  shippingPhone: string | null;
                  productName: string;
                  productDescription: string;
                  productSku: string | null;
                  productPrice: string;
                  productDiscountAmount: string;
                  productDiscountedPrice: string;
                  productImages: string[];
                  /** @enum {string} */
                  productCategory: "regular" | "plus" | "kids" | "men";
                  productSupplierLink: string;
                  cancelledBy: ("admin" | "customer" | "shop") | null;
                  cancellationReason: string | null;
                  createdAt: string;
                }[];
                totalAmount: string;
                itemCount: number;
                /** @enum {string} */
                status: "processing" | "processed" | "shipped" | "delivered" | "cancelled" | "partially processed";
                /** @enum {string} */
                paymentStatus: "paid" | "unpaid" | "partially paid" | "cancelled";
              }[];
              total: number;
              page: number;
              pageSize: number;
              timeZone: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/orders/export.csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The orders of the groups matching the filters as CSV (UTF-8 with BOM), streamed */
    get: {
      parameters: {
        query?: {
          status?: ("processing" | "processed" | "shipped" | "delivered" | "cancelled" | "partially processed") | "";
          payment?: ("paid" | "unpaid" | "partially paid" | "cancelled") | "";
          from?: string | "";
          to?: string | "";
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description The CSV file, UTF-8 with a byte order mark */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "text/csv": string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/orders/{id}/status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Moves an order one step: processing -> processed -> shipped -> delivered */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            status: "processed" | "shipped" | "delivered";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              userId: number;
              customerName: string;
              customerEmail: string;
              productId: number | null;
              size: string | null;
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              shippingCountry: string;
              shippingCost: string;
              totalPrice: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              productName: string;
              productDescription: string;
              productSku: string | null;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              productSupplierLink: string;
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/orders/{id}/paid": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Marks an order paid (any order neither cancelled nor paid) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              userId: number;
              customerName: string;
              customerEmail: string;
              productId: number | null;
              size: string | null;
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              shippingCountry: string;
              shippingCost: string;
              totalPrice: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              productName: string;
              productDescription: string;
              productSku: string | null;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              productSupplierLink: string;
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/orders/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cancels an order as the admin, with a reason, until it is delivered */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              userId: number;
              customerName: string;
              customerEmail: string;
              productId: number | null;
              size: string | null;
              /** @enum {string} */
              status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
              isPaid: boolean;
              payment: {
                /** @enum {string} */
                state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                method: ("card" | "manual") | null;
                card: string | null;
              };
              shippingCountry: string;
              shippingCost: string;
              totalPrice: string;
              shippingAddress: string;
              shippingApartment: string;
              shippingPostalCode: string;
              shippingPhone: string | null;
              productName: string;
              productDescription: string;
              productSku: string | null;
              productPrice: string;
              productDiscountAmount: string;
              productDiscountedPrice: string;
              productImages: string[];
              /** @enum {string} */
              productCategory: "regular" | "plus" | "kids" | "men";
              productSupplierLink: string;
              cancelledBy: ("admin" | "customer" | "shop") | null;
              cancellationReason: string | null;
              createdAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every customer with their order count and total spent (cancelled orders excluded) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              phone: string | null;
              address: string | null;
              apartment: string;
              postalCode: string | null;
              country: string;
              isPremium: boolean;
              premiumSource: ("stripe" | "demo" | "admin") | null;
              premiumChangedAt: string | null;
              createdAt: string;
              orderCount: number;
              totalSpent: string;
              totalUnpaid: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/users/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One customer with their newest orders */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              phone: string | null;
              address: string | null;
              apartment: string;
              postalCode: string | null;
              country: string;
              isPremium: boolean;
              premiumSource: ("stripe" | "demo" | "admin") | null;
              premiumChangedAt: string | null;
              createdAt: string;
              orderCount: number;
              totalSpent: string;
              totalUnpaid: string;
              recentOrders: {
                id: number;
                userId: number;
                customerName: string;
                customerEmail: string;
                productId: number | null;
                size: string | null;
                /** @enum {string} */
                status: "processing" | "processed" | "shipped" | "delivered" | "cancelled";
                isPaid: boolean;
                payment: {
                  /** @enum {string} */
                  state: "unpaid" | "charging" | "needs_authentication" | "paid" | "refunding" | "refunded";
                  method: ("card" | "manual") | null;
                  card: string | null;
                };
                shippingCountry: string;
                shippingCost: string;
                totalPrice: string;
                shippingAddress: string;
                shippingApartment: string;
                shippingPostalCode: string;
                shippingPhone: string | null;
                productName: string;
                productDescription: string;
                productSku: string | null;
                productPrice: string;
                productDiscountAmount: string;
                productDiscountedPrice: string;
                productImages: string[];
                /** @enum {string} */
                productCategory: "regular" | "plus" | "kids" | "men";
                productSupplierLink: string;
                cancelledBy: ("admin" | "customer" | "shop") | null;
                cancellationReason: string | null;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    /** Deletes a customer for good, with their orders, wishlist and sessions */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
              deletedOrders: number;
              deletedWishlistItems: number;
              endedSessions: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/user-premium": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns a customer's premium membership on or off; their open pages hear of it */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            userId: number;
            isPremium: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              phone: string | null;
              address: string | null;
              apartment: string;
              postalCode: string | null;
              country: string;
              isPremium: boolean;
              premiumSource: ("stripe" | "demo" | "admin") | null;
              premiumChangedAt: string | null;
              createdAt: string;
              orderCount: number;
              totalSpent: string;
              totalUnpaid: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every product, drafts included, in the shop's sort order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              name: string;
              description: string;
              price: string;
              discountAmount: string;
              images: string[];
              /** @enum {string} */
              category: "regular" | "plus" | "kids" | "men";
              sizes: string[];
              /** @enum {string} */
              status: "draft" | "scheduled" | "active" | "expired";
              publishAt: string | null;
              expiresAt: string;
              stockLeft: {
                [key: string]: number;
              } | null;
              perMemberLimit: number | null;
              /** @enum {string} */
              storedStatus: "draft" | "scheduled" | "active" | "expired";
              /** @enum {string} */
              statusLabel: "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";
              finalPrice: string;
              supplierLink: string;
              sku: string | null;
              createdAt: string;
              stock: {
                [key: string]: number;
              } | null;
              reminderCount: number | null;
              shopImages: string[];
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/drafts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The draft products, in the shop's sort order */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              name: string;
              description: string;
              price: string;
              discountAmount: string;
              images: string[];
              /** @enum {string} */
              category: "regular" | "plus" | "kids" | "men";
              sizes: string[];
              /** @enum {string} */
              status: "draft" | "scheduled" | "active" | "expired";
              publishAt: string | null;
              expiresAt: string;
              stockLeft: {
                [key: string]: number;
              } | null;
              perMemberLimit: number | null;
              /** @enum {string} */
              storedStatus: "draft" | "scheduled" | "active" | "expired";
              /** @enum {string} */
              statusLabel: "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";
              finalPrice: string;
              supplierLink: string;
              sku: string | null;
              createdAt: string;
              stock: {
                [key: string]: number;
              } | null;
              reminderCount: number | null;
              shopImages: string[];
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/{id}/reactivate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** An expired product goes live now until the new expiry */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            expiresAt: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              name: string;
              description: string;
              price: string;
              discountAmount: string;
              images: string[];
              /** @enum {string} */
              category: "regular" | "plus" | "kids" | "men";
              sizes: string[];
              /** @enum {string} */
              status: "draft" | "scheduled" | "active" | "expired";
              publishAt: string | null;
              expiresAt: string;
              stockLeft: {
                [key: string]: number;
              } | null;
              perMemberLimit: number | null;
              /** @enum {string} */
              storedStatus: "draft" | "scheduled" | "active" | "expired";
              /** @enum {string} */
              statusLabel: "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";
              finalPrice: string;
              supplierLink: string;
              sku: string | null;
              createdAt: string;
              stock: {
                [key: string]: number;
              } | null;
              reminderCount: number | null;
              shopImages: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/schedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Schedules the selected drafts; others are left alone and not counted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            productIds: number[];
            publishAt?: string;
            /** @enum {boolean} */
            publishNow?: true;
            expiresAt: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              updatedCount: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/bulk-activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Gives the selected expired products new times; others are left alone and not counted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            productIds: number[];
            publishAt?: string;
            /** @enum {boolean} */
            publishNow?: true;
            expiresAt: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              updatedCount: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/bulk-reschedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Gives the selected upcoming products new times; others are left alone and not counted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            productIds: number[];
            publishAt?: string;
            /** @enum {boolean} */
            publishNow?: true;
            expiresAt: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              updatedCount: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/bulk-draft": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Moves the selected live products to draft; others are left alone and not counted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            productIds: number[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              updatedCount: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/sample": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a few sample products (one per category) as drafts */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
              products: {
                id: number;
                name: string;
                description: string;
                price: string;
                discountAmount: string;
                images: string[];
                /** @enum {string} */
                category: "regular" | "plus" | "kids" | "men";
                sizes: string[];
                /** @enum {string} */
                status: "draft" | "scheduled" | "active" | "expired";
                publishAt: string | null;
                expiresAt: string;
                stockLeft: {
                  [key: string]: number;
                } | null;
                perMemberLimit: number | null;
                /** @enum {string} */
                storedStatus: "draft" | "scheduled" | "active" | "expired";
                /** @enum {string} */
                statusLabel: "Draft" | "Scheduled" | "Expired" | "Expiring Soon" | "Active";
                finalPrice: string;
                supplierLink: string;
                sku: string | null;
                createdAt: string;
                stock: {
                  [key: string]: number;
                } | null;
                reminderCount: number | null;
                shopImages: string[];
              }[];
            };
          };
        };
        400: components["responses"]["BadRequest"];
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/bulk-delete/{status}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes every draft, or every live product */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          status: "draft" | "active";
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
              deletedCount: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves a setting: the product sort order, which the public list follows */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            key: "product_sort_order";
            /** @enum {string} */
            value: "newest" | "oldest" | "price-desc" | "price-asc";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              key: "product_sort_order";
              /** @enum {string} */
              value: "newest" | "oldest" | "price-desc" | "price-asc";
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/settings/product-sort-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The saved product sort order (newest when none is saved) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              /** @enum {string} */
              key: "product_sort_order";
              /** @enum {string} */
              value: "newest" | "oldest" | "price-desc" | "price-asc";
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/dashboard": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sales figures for whole days in the store's time zone, against the period before */
    get: {
      parameters: {
        query: {
          from: string;
          to: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              timeZone: string;
              range: {
                from: string;
                to: string;
                startsAt: string;
                endsAt: string;
              };
              previousRange: {
                from: string;
                to: string;
                startsAt: string;
                endsAt: string;
              };
              cards: {
                ordersCount: number;
                deliveredCount: number;
                cancelledOrders: number;
                revenue: string;
                revenueOrdersCount: number;
                activeProducts: number;
                scheduledCount: number;
                draftProducts: number;
                expiredProducts: number;
                totalCustomers: number;
                premiumCount: number;
                premiumUsers: number;
                alertSubscribers: number;
              };
              previous: {
                ordersCount: number;
                deliveredCount: number;
                cancelledOrders: number;
                revenue: string;
                revenueOrdersCount: number;
              };
              change: {
                [key: string]: number | null;
              };
              byDay: {
                date: string;
                ordersCount: number;
                revenue: string;
              }[];
              topProducts: {
                productId: number | null;
                productName: string;
                ordersCount: number;
                revenue: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/setup-checklist": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a new shop still needs before it can sell (the dashboard's getting-started list) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              steps: {
                /** @enum {string} */
                step:
                  | "store-details"
                  | "shipping-rates"
                  | "payment-instructions"
                  | "payment-deadline"
                  | "pricing-table"
                  | "two-factor"
                  | "shopper-sign-in";
                done: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/settings/store": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The store settings */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              storeName: string | null;
              storeEmail: string | null;
              storePhone: string | null;
              /** @enum {string} */
              currency: "USD" | "EUR" | "GBP" | "JPY" | "SGD" | "INR";
              storeAddress: string | null;
              storeDescription: string | null;
              timeZone: string;
              supportHours: string | null;
              paymentInstructions: string | null;
              customerPortalUrl: string | null;
              unpaidOrderDeadlineMinutes: number | null;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /** Saves the store settings: contact details, currency and time zone */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            storeName?: string | null;
            storeEmail?: string | null;
            storePhone?: string | null;
            /** @enum {string} */
            currency: "USD" | "EUR" | "GBP" | "JPY" | "SGD" | "INR";
            storeAddress?: string | null;
            storeDescription?: string | null;
            timeZone: string;
            supportHours?: string | null;
            paymentInstructions?: string | null;
            customerPortalUrl?: string | null;
            unpaidOrderDeadlineMinutes?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              storeName: string | null;
              storeEmail: string | null;
              storePhone: string | null;
              /** @enum {string} */
              currency: "USD" | "EUR" | "GBP" | "JPY" | "SGD" | "INR";
              storeAddress: string | null;
              storeDescription: string | null;
              timeZone: string;
              supportHours: string | null;
              paymentInstructions: string | null;
              customerPortalUrl: string | null;
              unpaidOrderDeadlineMinutes: number | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/settings/stripe-pricing-table": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored Stripe pricing-table embed code and the two ids the shop renders */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              stripePricingTableCode: string | null;
              pricingTableId: string | null;
              publishableKey: string | null;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /** Saves Stripe's pricing-table embed code; any other markup or script is refused */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            stripePricingTableCode: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              stripePricingTableCode: string | null;
              pricingTableId: string | null;
              publishableKey: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/alternate-descriptions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every alternate description, newest first */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              title: string;
              description: string;
              isActive: boolean;
              createdAt: string;
              updatedAt: string;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    /** Creates an alternate description */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
            description: string;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              title: string;
              description: string;
              isActive: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/alternate-descriptions/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates an alternate description */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            title: string;
            description: string;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              title: string;
              description: string;
              isActive: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    /** Deletes an alternate description */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/shop-from-india": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Shop from India popup as the admin edits it, active or not */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              content: string;
              whatsappNumber: string;
              buttonText: string;
              isActive: boolean;
              updatedAt: string | null;
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /** Saves the Shop from India popup; inactive hides it from the shop */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            content: string;
            whatsappNumber: string;
            buttonText?: string;
            /** @default true */
            isActive?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              content: string;
              whatsappNumber: string;
              buttonText: string;
              isActive: boolean;
              updatedAt: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/shipping-rates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every stored shipping rate (the shop reads /api/shipping-rates/enabled) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              countryCode: string;
              countryName: string;
              rate: string;
              enabled: boolean;
            }[];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/shipping-rates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves the shipping rates; only the enabled ones are kept; open pages refresh */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            rates: {
              id?: number;
              countryCode: string;
              countryName?: string;
              rate: number | string;
              enabled: boolean;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
              rates: {
                id: number;
                countryCode: string;
                countryName: string;
                rate: string;
                enabled: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/notification-preferences": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This admin's new-order alert choices */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              newOrderToast: boolean;
              sound: boolean;
              browserNotifications: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    /** Saves this admin's new-order alert choices */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            newOrderToast: boolean;
            sound: boolean;
            browserNotifications: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              newOrderToast: boolean;
              sound: boolean;
              browserNotifications: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/premium-members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Premium customers with since-when and from where, newest first; q searches name and email */
    get: {
      parameters: {
        query?: {
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              id: number;
              fullName: string;
              email: string;
              premiumSource: ("stripe" | "demo" | "admin") | null;
              premiumSince: string | null;
              createdAt: string;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/bulk-upload": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Validates CSV rows with the product rules and saves the valid ones as drafts (dryRun: report only); a row already in the shop is skipped or updates that product, as duplicateChoices say */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            csvData: {
              [key: string]: string | number | null;
            }[];
            discountAmount?: number | string;
            dryRun?: boolean;
            rowNumbers?: number[];
            /** @description The owner's choice per row that duplicates an existing product, by row number (skip or update; update never changes the product's status). A choice for a row that is no duplicate is ignored. */
            duplicateChoices?: {
              row: number;
              /** @enum {string} */
              choice: "skip" | "update";
            }[];
            /**
             * @description The choice for every duplicate row without its own; default skip
             * @enum {string}
             */
            onDuplicate?: "skip" | "update";
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              message: string;
              dryRun: boolean;
              results: {
                successful: number;
                failed: number;
                errors: string[];
              };
              created: {
                row: number;
                name: string;
                description: string;
                price: string;
                discountAmount: string;
                images: string[];
                category: string;
                sizes: string[];
                supplierLink: string;
                sku: string | null;
                stock: {
                  [key: string]: number;
                } | null;
                perMemberLimit: number | null;
              }[];
              /** @description Valid rows already in the shop (same SKU, else same name and price), each skipped or updating its product; a row repeating an earlier row of the file is always skipped */
              duplicates: {
                row: number;
                name: string;
                description: string;
                price: string;
                discountAmount: string;
                images: string[];
                category: string;
                sizes: string[];
                supplierLink: string;
                sku: string | null;
                stock: {
                  [key: string]: number;
                } | null;
                perMemberLimit: number | null;
                existing: {
                  id: number;
                  name: string;
                } | null;
                /** @enum {string} */
                matchedBy: "sku" | "name-and-price";
                sameAsRow: number | null;
                /** @enum {string} */
                choice: "skip" | "update";
              }[];
              rejected: {
                row: number;
                values: {
                  [key: string]: string;
                };
                problems: {
                  field: string;
                  message: string;
                }[];
              }[];
              productIds: number[];
              /** @description The existing products updated, in row order; empty on a dry run */
              updatedProductIds: number[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        415: components["responses"]["UnsupportedBodyType"];
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/extract-product-data": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Product data from a web page (through the SSRF guard) and the shop's product with its title and price, if any; Flipkart answers guidance instead */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              success: boolean;
              /** @description The shop's product with the page's title and price, or null */
              duplicate: {
                id: number;
                name: string;
              } | null;
              title: string;
              description: string;
              price: string;
              /** @description The price's currency as the page states it (ISO code, e.g. INR), or empty when it names none */
              currency: string;
              sizes: string[];
              images: string[];
              note: string | null;
              samplePatterns: string[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/extract-images": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A web page's product images and data (through the SSRF guard); Flipkart answers guidance instead */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": {
            url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              images: string[];
              title: string;
              description: string;
              price: string;
              note: string | null;
              samplePatterns: string[];
              productId: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        403: components["responses"]["CrossSiteRefused"];
        413: components["responses"]["BodyTooLarge"];
        415: components["responses"]["UnsupportedBodyType"];
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/page-framing": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether a web page lets the back office show it in a frame (X-Frame-Options, CSP frame-ancestors), read through the SSRF guard */
    get: {
      parameters: {
        query: {
          url: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              url: string;
              /** @enum {string} */
              framing: "allowed" | "refused";
              reason: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/products/{id}/image-copies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where the shop's copy of each of a product's images on other sites stands */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": {
              url: string;
              /** @enum {string} */
              status: "pending" | "copied" | "failed";
              reason: string | null;
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            "application/json": components["schemas"]["ErrorBody"];
          };
        };
        503: components["responses"]["DatabaseUnavailable"];
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorBody: {
      message: string;
      code?: string;
      fieldErrors?: {
        [key: string]: string[];
      };
    };
  };
  responses: {
    /** @description The shop cannot reach its database right now. Please try again in a moment. */
    DatabaseUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description Cross-site request refused */
    CrossSiteRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The request is not valid: the message and fieldErrors say why */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The body is larger than the shop reads */
    BodyTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
    /** @description The body's Content-Type is not one the route reads */
    UnsupportedBodyType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        "application/json": components["schemas"]["ErrorBody"];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
