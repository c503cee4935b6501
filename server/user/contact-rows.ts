import type { ProfileCodes, UserDetailData, UserUpdateBody } from '@/api/user/contract';

import type { ContactRow } from './store';

/** The profile as given: '' for each code not sent. */
export function profileOf(given: Partial<ProfileCodes>): ProfileCodes {
  return {
    nationality: given.nationality ?? '',
    education: given.education ?? '',
    yearIncome: given.yearIncome ?? '',
    marriage: given.marriage ?? '',
    province: given.province ?? '',
    city: given.city ?? '',
    county: given.county ?? '',
  };
}

/** 个人资料 as saved (the e-mail has its own home: account/store-email.ts). */
export function contactRowOf(body: UserUpdateBody): ContactRow {
  const profile = profileOf(body);
  return {
    address: body.address.trim(),
    postcode: body.postcode,
    area_code: body.areaCode,
    landline: body.landline,
    vocation: body.vocation,
    nationality: profile.nationality,
    education: profile.education,
    year_income: profile.yearIncome,
    marriage: profile.marriage,
    province: profile.province,
    city: profile.city,
    county: profile.county,
  };
}

/** The contacts GET /v1/user answers: empty strings for what was never given. */
export function contactView(row: ContactRow | undefined, email: string | null): UserDetailData['contact'] {
  return {
    address: row?.address ?? '',
    postcode: row?.postcode ?? '',
    areaCode: row?.area_code ?? '',
    landline: row?.landline ?? '',
    email: email ?? '',
    vocation: row?.vocation ?? '',
    ...profileOf({ ...row, yearIncome: row?.year_income }),
  };
}
