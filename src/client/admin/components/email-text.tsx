import { Fragment } from "react";

/**
 * An email address that wraps before its "@" and its dots when the column is narrow, rather than in the middle
 * of a name; only a part too long for the column on its own is broken.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
