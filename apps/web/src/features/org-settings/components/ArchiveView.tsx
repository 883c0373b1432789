import type { CompanyRecord } from '@fireline/shared';
import { Descriptions, Image } from 'antd';
import type { ReactNode } from 'react';
import { RegionName } from '../../../components/AddressPicker';
import { EMPTY_DATE, type FormSection } from '../../../components/form-fields';
import { StoredImage } from '../../../components/StoredImage';

const valueOf = (record: CompanyRecord, id: string): unknown => (record as Record<string, unknown>)[id];

/** How a stored value reads: choices by their label, pictures as thumbnails, the region by its name, coordinates as a pair. */
const display = (record: CompanyRecord, field: FormSection['fields'][number]): ReactNode => {
  const value = valueOf(record, field.id);
  if (field.id === 'company_address') return <RegionName code={record.company_address} />;
  if (value === null || value === undefined || value === '' || (field.type === 'date' && value === EMPTY_DATE))
    return '-';
  if (field.type === 'img' && Array.isArray(value))
    return value.length ? (
      <Image.PreviewGroup>
        {value.map((file: string) => (
          <StoredImage key={file} src={`/files/${file}`} width={72} height={72} />
        ))}
      </Image.PreviewGroup>
    ) : (
      '-'
    );
  if (typeof value === 'object' && 'lng' in value) {
    const point = value as { lng: number; lat: number };
    return `${point.lng}, ${point.lat}`;
  }
  const option = field.options?.find((item) => item.value === value);
  return option ? option.label : String(value);
};

/** An archive record read-only, section by section, with the labels of its form (spec 001 §9: two columns). */
export const ArchiveView = ({ record, sections }: { record: CompanyRecord; sections: FormSection[] }) => (
  <>
    {sections.map((section) => (
      <Descriptions
        key={section.id}
        title={section.title}
        column={{ xs: 1, md: 2 }}
        size="small"
        style={{ marginBottom: 16 }}
        data-testid={`archive-section-${section.id}`}
      >
        {section.fields.map((field) => (
          <Descriptions.Item key={field.id} label={field.name} span={field.type === 'img' ? 2 : 1}>
            {display(record, field)}
          </Descriptions.Item>
        ))}
      </Descriptions>
    ))}
  </>
);
