import { useQuery } from "@tanstack/react-query";
import { storeSettingsSchema } from "../../../contracts/settings";

const storeContactSchema = storeSettingsSchema.pick({ storeEmail: true });

/** The store's contact address from the admin's settings, or undefined while loading or when unset. */
export function useStoreEmail(): string | undefined {
  const { data } = useQuery({
    queryKey: ["/api/settings/store"],
    select: (settings: unknown) => {
      const parsed = storeContactSchema.safeParse(settings);
      const email = parsed.success ? parsed.data.storeEmail?.trim() : undefined;
      return email ? email : undefined;
    },
  });
  return data;
}
