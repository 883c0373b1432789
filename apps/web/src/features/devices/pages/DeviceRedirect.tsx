import { Navigate, useLocation } from 'react-router';

/**
 * A unit tab's bare path opens its first list, keeping the query (company_id, company_type...): /company/device the
 * independent devices, /company/component (设备部件) the components (spec 001 §2: /company/{company_tab}/component_list).
 */
export const DeviceRedirect = ({ list = 'device/device_independent_list' }: { list?: string }) => {
  const { search } = useLocation();
  return <Navigate to={`/company/${list}${search}`} replace />;
};

export default DeviceRedirect;
