import { Navigate, useLocation } from 'react-router';

/** /company/device opens the independent-device list, keeping the query (company_id, company_type...). */
export const DeviceRedirect = () => {
  const { search } = useLocation();
  return <Navigate to={`/company/device/device_independent_list${search}`} replace />;
};

export default DeviceRedirect;
