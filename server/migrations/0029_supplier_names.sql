-- One name per idea (issue 26, item 5): a rental company is a supplier everywhere, in the data too. Two names the
-- rows themselves held said company:
--  1. the security log's kind of event when an admin links an account to its supplier or unlinks it
--     (server/services/security-log.ts SecurityEventKind): companyChanged becomes supplierChanged;
--  2. the work-with-us form's field naming the applicant (PartnerApplication in the contract), kept in
--     team_requests.fields: company becomes supplier, as the inbox now reads it.
alter table security_events drop constraint security_events_kind_check;
update security_events set kind = 'supplierChanged' where kind = 'companyChanged';
alter table security_events add constraint security_events_kind_check check (kind in (
  'accountCreated', 'accountActivated', 'signIn', 'signInFailed', 'throttled', 'signOut', 'sessionsRevoked',
  'passwordChanged', 'passwordCheckFailed', 'passwordReset', 'emailChangeRequested', 'emailChanged', 'typeChanged',
  'supplierChanged', 'accountSuspended', 'accountReinstated', 'accessRefused'
));

update team_requests set fields = (fields - 'company') || jsonb_build_object('supplier', fields -> 'company')
where fields ? 'company';
