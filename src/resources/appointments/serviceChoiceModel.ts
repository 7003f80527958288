import type { FrameMember } from "../../calendar/calendarTypes";
import {
  optionPrice,
  type PricingChoice,
  type ServiceChoice,
} from "./useServiceChoices";

/** The booking form's services and members (issue 23), as pure data. */

export interface ServiceGroup {
  id: number;
  name: string;
  services: ServiceChoice[];
}

/**
 * The services to offer, grouped by treatment type in its order: those
 * offered at the location and, when a member is chosen, that member
 * performs. A service already on the line stays offered.
 */
export const groupServices = (
  services: ServiceChoice[],
  filter: { locationId?: number; memberId?: number | ""; keep?: number | "" },
): ServiceGroup[] => {
  const groups = new Map<number, ServiceGroup & { sort: number }>();
  for (const s of services) {
    const kept = s.id === filter.keep;
    if (
      !kept &&
      filter.locationId !== undefined &&
      s.location_ids &&
      !s.location_ids.includes(filter.locationId)
    )
      continue;
    if (
      !kept &&
      filter.memberId !== undefined &&
      filter.memberId !== "" &&
      s.team_member_ids &&
      !s.team_member_ids.includes(filter.memberId)
    )
      continue;
    const type = s.treatment_type ?? {
      id: s.treatment_type_id ?? 0,
      name: "",
      sort_order: 0,
    };
    let group = groups.get(type.id);
    if (!group)
      groups.set(
        type.id,
        (group = {
          id: type.id,
          name: type.name,
          sort: type.sort_order,
          services: [],
        }),
      );
    group.services.push(s);
  }
  return [...groups.values()]
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    .map(({ sort: _, ...g }) => g);
};

/** The members who may take the service (all of the frame's when none is chosen), keeping the one on the line. */
export const membersFor = (
  members: FrameMember[],
  service: ServiceChoice | undefined,
  keep: number | "",
): FrameMember[] =>
  !service?.team_member_ids
    ? members
    : members.filter(
        (m) => m.id === keep || service.team_member_ids!.includes(m.id),
      );

/** How labels write money, a length and a starting price, in the user's language. */
export interface LabelWords {
  money: (minor: number) => string;
  minutes: (count: number) => string;
  from: (price: string) => string;
}

/** "Swedish massage · 60 min · €79.00", or "Hot stones · 30–90 min · from €30.00" for several options. */
export const serviceLabel = (s: ServiceChoice, w: LabelWords): string => {
  const options = s.pricing_options ?? [];
  if (options.length === 0) return s.name;
  const lengths = options.map((o) => o.duration_minutes);
  const prices = options.map(optionPrice);
  const shortest = Math.min(...lengths);
  const longest = Math.max(...lengths);
  const length =
    shortest === longest
      ? w.minutes(shortest)
      : `${shortest}–${w.minutes(longest)}`;
  const cheapest = Math.min(...prices);
  const price =
    cheapest !== Math.max(...prices)
      ? w.from(w.money(cheapest))
      : w.money(cheapest);
  return `${s.name} · ${length} · ${price}`;
};

/** "Swedish massage · Long · 90 min · €85.00" (the option's name left out when it only repeats the length). */
export const optionLabel = (
  s: ServiceChoice,
  o: PricingChoice,
  w: LabelWords,
): string => {
  const named =
    o.name && !/^\s*\d+\s*(min|mins|minutes|′|')?\.?\s*$/i.test(o.name)
      ? o.name
      : null;
  return [s.name, named, w.minutes(o.duration_minutes), w.money(optionPrice(o))]
    .filter(Boolean)
    .join(" · ");
};
