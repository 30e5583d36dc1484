import { useSearchParams } from "wouter";
import { AdminPage } from "../components/admin-page";
import { confirmLeave } from "../components/leave-guard";
import { Tabs, type TabItem } from "../components/tabs";
import { PAGES, SETTINGS_TABS } from "../strings";
import { AlternateDescriptionsTab } from "./alternate-descriptions-tab";
import { MembershipTab } from "./membership-tab";
import { NotificationsTab } from "./notifications-tab";
import { PremiumMembersTab } from "./premium-members-tab";
import { SecurityTab } from "./security-tab";
import { ShippingRatesTab } from "./shipping-rates-tab";
import { ShopFromIndiaTab } from "./shop-from-india-tab";
import { StoreTab } from "./store-tab";

const TABS = [
  { value: "store", label: SETTINGS_TABS.store },
  { value: "alternate-descriptions", label: SETTINGS_TABS.descriptions },
  { value: "shop-from-india", label: SETTINGS_TABS.india },
  { value: "membership", label: SETTINGS_TABS.membership },
  { value: "notifications", label: SETTINGS_TABS.notifications },
  { value: "shipping-rates", label: SETTINGS_TABS.shipping },
  { value: "premium-members", label: SETTINGS_TABS.premium },
  { value: "security", label: SETTINGS_TABS.security },
] as const satisfies readonly TabItem<string>[];
type Tab = (typeof TABS)[number]["value"];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab.value === value);
}

/**
 * The settings tabs; the open one is in the URL (`?tab=security`) so it can be linked and survives a reload.
 * A tab with unsaved changes asks before another is shown (decision 022).
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "store";

  return (
    <AdminPage title={PAGES.settings.title} lead={PAGES.settings.lead}>
      <Tabs
        label={PAGES.settings.title}
        items={TABS}
        value={tab}
        // Each tab is a page of its own in the history: Back goes to the tab before.
        onChange={(next) => confirmLeave(() => setParams({ tab: next }))}
      >
        <TabContent tab={tab} />
      </Tabs>
    </AdminPage>
  );
}

function TabContent({ tab }: { tab: Tab }) {
  switch (tab) {
    case "security":
      return <SecurityTab />;
    case "notifications":
      return <NotificationsTab />;
    case "store":
      return <StoreTab />;
    case "shipping-rates":
      return <ShippingRatesTab />;
    case "alternate-descriptions":
      return <AlternateDescriptionsTab />;
    case "shop-from-india":
      return <ShopFromIndiaTab />;
    case "membership":
      return <MembershipTab />;
    case "premium-members":
      return <PremiumMembersTab />;
  }
}
