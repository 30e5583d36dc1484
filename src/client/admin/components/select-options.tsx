/** A select's options, one per value, named by `label` (or by the value itself, when it is its own name). */
export function Options<T extends string>({ values, label }: { values: readonly T[]; label?: (value: T) => string }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label ? label(value) : value}
        </option>
      ))}
    </>
  );
}
