import { useState } from 'react';

import type { ReceivingAccount } from '@/api/bank/contract';
import { Icon, Tabs } from '@/shared/ui';

import { AccountFields } from './account-fields';
import './receiving-account-panel.css';

export const NO_RECEIVING_ACCOUNT = '未正常获取到国证资管直销收款账号';
export const NO_RECEIVING_ACCOUNT_DETAIL = '请联系客服或您的客户经理';
/** Spec §2: tab names longer than this are shortened and get a tooltip. */
export const TAB_NAME_MAX = 6;

export interface ReceivingAccountViewProps {
  /** The direct-sale receiving accounts of the fund (GET by fundCode); undefined while they load. */
  accounts: readonly ReceivingAccount[] | undefined;
  loading?: boolean;
  /** The query failed: shown like an empty answer, since the investor cannot transfer either way. */
  failed?: boolean;
  title?: string;
}

function tabLabel(bankName: string) {
  if (bankName.length <= TAB_NAME_MAX) return { label: bankName };
  return {
    // The full name stays the tab's accessible name; the visible one is shortened.
    label: (
      <>
        <span aria-hidden="true">{`${bankName.slice(0, TAB_NAME_MAX)}…`}</span>
        <span className="gz-visually-hidden">{bankName}</span>
      </>
    ),
    title: bankName,
  };
}

/**
 * The bank receiving-account panel for direct-sale funds, over any answer: one tab per bank when there is
 * more than one. Screens use ReceivingAccountPanel, which asks the back office itself.
 */
export function ReceivingAccountView({
  accounts,
  loading,
  failed,
  title = '直销收款账户',
}: ReceivingAccountViewProps) {
  const [tab, setTab] = useState('0');
  let body;
  if (loading || (accounts === undefined && !failed)) {
    body = (
      <p className="gz-receiving-panel__loading" role="status">
        <Icon name="loading" /> 正在获取收款账户…
      </p>
    );
  } else if (failed || !accounts || accounts.length === 0) {
    body = (
      <p className="gz-receiving-panel__empty" role="alert">
        {NO_RECEIVING_ACCOUNT} {NO_RECEIVING_ACCOUNT_DETAIL}
      </p>
    );
  } else if (accounts.length === 1) {
    body = <AccountFields account={accounts[0]} />;
  } else {
    body = (
      <Tabs
        ariaLabel="收款银行"
        value={tab}
        onChange={setTab}
        items={accounts.map((account, index) => ({
          name: String(index),
          ...tabLabel(account.bankName),
          content: <AccountFields account={account} />,
        }))}
      />
    );
  }
  return (
    <section className="gz-receiving-panel" aria-label={title}>
      <h3 className="gz-receiving-panel__title">{title}</h3>
      {body}
    </section>
  );
}
