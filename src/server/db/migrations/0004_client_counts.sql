CREATE TABLE "client_counts" (
	"agent_key" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "client_counts_agent_key_status_pk" PRIMARY KEY("agent_key","status")
);
