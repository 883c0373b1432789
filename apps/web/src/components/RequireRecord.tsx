import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageHeading } from '../lib/page-title';
import { idParam } from '../lib/url';

/**
 * A page that shows one record named in its query (`?equipment_id=`): opened without it (a bookmark, a reload after
 * the id was lost) it says what is missing and leads back to its list, instead of waiting for a record never asked
 * for. `params` are the query keys that name the record, any one of which is enough.
 */
export const RequireRecord = ({ params, children }: { params: string[]; children: ReactNode }) => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const heading = usePageHeading();
  if (params.some((param) => idParam(search.get(param)) !== undefined)) return children;
  return (
    <Result
      status="warning"
      title={t('recordMissing.title')}
      subTitle={t('recordMissing.body', { param: params.join(' / ') })}
      extra={
        heading?.parent && (
          <Link to={heading.parent.to} data-testid="record-missing-back">
            {t('recordMissing.back', { list: heading.parent.title })}
          </Link>
        )
      }
      data-testid="record-missing"
    />
  );
};
