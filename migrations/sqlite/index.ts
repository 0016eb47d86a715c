import * as migration_20261121_060454_initial from './20261121_060454_initial'
import * as migration_20261121_154018_callback_pipeline from './20261121_154018_callback_pipeline'
import * as migration_20261125_114610_auth_hardening from './20261125_114610_auth_hardening'
import * as migration_20261126_074515_issues_19_20_content from './20261126_074515_issues_19_20_content'
import * as migration_20261126_095219_drafts_preview_audit from './20261126_095219_drafts_preview_audit'
import * as migration_20261126_095353_home_global from './20261126_095353_home_global'
import * as migration_20261126_095452_page_texts from './20261126_095452_page_texts'
import * as migration_20261126_095515_media_alt_required from './20261126_095515_media_alt_required'
import * as migration_20261126_110941_merged_schema from './20261126_110941_merged_schema'
import * as migration_20261126_135001_home_drafts from './20261126_135001_home_drafts'
import * as migration_20261204_212901_inbox_for_admins from './20261204_212901_inbox_for_admins'
import * as migration_20261204_215201_must_change_password from './20261204_215201_must_change_password'
import * as migration_20261205_113537_vacancies from './20261205_113537_vacancies'
import * as migration_20261205_121017_seo_fields from './20261205_121017_seo_fields'
import * as migration_20261205_135109_offices_directions from './20261205_135109_offices_directions'
import * as migration_20261205_143540_subscribers from './20261205_143540_subscribers'
import * as migration_20261205_143650_years_on_market_optional from './20261205_143650_years_on_market_optional'
import * as migration_20261205_144001_event_registrations from './20261205_144001_event_registrations'
import * as migration_20261205_144646_applications from './20261205_144646_applications'
import * as migration_20261205_145223_form_texts from './20261205_145223_form_texts'

export const migrations = [
  {
    up: migration_20261121_060454_initial.up,
    down: migration_20261121_060454_initial.down,
    name: '20261121_060454_initial',
  },
  {
    up: migration_20261121_154018_callback_pipeline.up,
    down: migration_20261121_154018_callback_pipeline.down,
    name: '20261121_154018_callback_pipeline',
  },
  {
    up: migration_20261125_114610_auth_hardening.up,
    down: migration_20261125_114610_auth_hardening.down,
    name: '20261125_114610_auth_hardening',
  },
  {
    up: migration_20261126_074515_issues_19_20_content.up,
    down: migration_20261126_074515_issues_19_20_content.down,
    name: '20261126_074515_issues_19_20_content',
  },
  {
    up: migration_20261126_095219_drafts_preview_audit.up,
    down: migration_20261126_095219_drafts_preview_audit.down,
    name: '20261126_095219_drafts_preview_audit',
  },
  {
    up: migration_20261126_095353_home_global.up,
    down: migration_20261126_095353_home_global.down,
    name: '20261126_095353_home_global',
  },
  {
    up: migration_20261126_095452_page_texts.up,
    down: migration_20261126_095452_page_texts.down,
    name: '20261126_095452_page_texts',
  },
  {
    up: migration_20261126_095515_media_alt_required.up,
    down: migration_20261126_095515_media_alt_required.down,
    name: '20261126_095515_media_alt_required',
  },
  {
    up: migration_20261126_110941_merged_schema.up,
    down: migration_20261126_110941_merged_schema.down,
    name: '20261126_110941_merged_schema',
  },
  {
    up: migration_20261126_135001_home_drafts.up,
    down: migration_20261126_135001_home_drafts.down,
    name: '20261126_135001_home_drafts',
  },
  {
    up: migration_20261204_212901_inbox_for_admins.up,
    down: migration_20261204_212901_inbox_for_admins.down,
    name: '20261204_212901_inbox_for_admins',
  },
  {
    up: migration_20261204_215201_must_change_password.up,
    down: migration_20261204_215201_must_change_password.down,
    name: '20261204_215201_must_change_password',
  },
  {
    up: migration_20261205_113537_vacancies.up,
    down: migration_20261205_113537_vacancies.down,
    name: '20261205_113537_vacancies',
  },
  {
    up: migration_20261205_121017_seo_fields.up,
    down: migration_20261205_121017_seo_fields.down,
    name: '20261205_121017_seo_fields',
  },
  {
    up: migration_20261205_135109_offices_directions.up,
    down: migration_20261205_135109_offices_directions.down,
    name: '20261205_135109_offices_directions',
  },
  {
    up: migration_20261205_143540_subscribers.up,
    down: migration_20261205_143540_subscribers.down,
    name: '20261205_143540_subscribers',
  },
  {
    up: migration_20261205_143650_years_on_market_optional.up,
    down: migration_20261205_143650_years_on_market_optional.down,
    name: '20261205_143650_years_on_market_optional',
  },
  {
    up: migration_20261205_144001_event_registrations.up,
    down: migration_20261205_144001_event_registrations.down,
    name: '20261205_144001_event_registrations',
  },
  {
    up: migration_20261205_144646_applications.up,
    down: migration_20261205_144646_applications.down,
    name: '20261205_144646_applications',
  },
  {
    up: migration_20261205_145223_form_texts.up,
    down: migration_20261205_145223_form_texts.down,
    name: '20261205_145223_form_texts',
  },
]
