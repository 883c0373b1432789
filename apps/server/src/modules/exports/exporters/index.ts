/** Every exporter registers itself when loaded; a list adds its exporter file here. */
import './companies.exporter';
import './components.exporter';
import './devices.exporter';
import './events.exporter';
import './hydrants.exporter';
import './operation-log.exporter';
import './login-log.exporter';
import './maint-charges.exporter';
