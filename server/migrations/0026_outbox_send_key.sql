-- Each email's send key (issue 15): given to the mail server as the message's Message-ID, the same at every attempt.
-- An email sent again after a crash (between the mail server's acceptance and the row marked sent) is then the same
-- message to the receiving side, which recognises it, instead of a second one.
alter table outbox add column send_key uuid not null default gen_random_uuid();
create unique index outbox_send_key on outbox (send_key);
