/** Every importer registers itself when loaded; an archive adds its importer file here. */
import './company.importer';
import './component.importer';
import './device-position.importer';
import './district.importer';
import './dtu.importer';
import './hydrant.importer';
import './third-system.importer';
